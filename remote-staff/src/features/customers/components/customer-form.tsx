import type { ApiResult } from '@booking/shared/api-client/call';
import type { Customer, CustomerRequest } from '@booking/shared/contract/customers';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { Link } from '@booking/shared/router';
import { CheckboxField } from '@booking/shared/ui/checkbox-field/checkbox-field';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { PhoneField } from '@booking/shared/ui/phone-field/phone-field';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { EmailField, TextField } from '@booking/shared/ui/text-field/text-field';
import type { Path } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { isCustomerFormField } from '../domain/customer-form-field';
import { type CustomerFormValues, customerFormSchema, customerRequestOf } from '../domain/customer-form-values';
import { AddressFields } from './address-fields';

type CountryCode = Parameters<typeof PhoneField>[0]['defaultCountry'];

interface CustomerFormProps {
  /** The h1 the form is named by. */
  labelledBy: string;
  initial: CustomerFormValues;
  /** The branch's country: the first calling code and the country of a new address. */
  country: string;
  isNew: boolean;
  save: (request: CustomerRequest) => Promise<ApiResult<{ results: { customer: Customer } }>>;
  onSaved: (customer: Customer) => void;
  cancelTo: string;
}

/**
 * Every field of a customer record, checked by the contract's schema as the API
 * checks it. What was typed stays on every failure: the API's refusals (a taken email or
 * customer number) are marked at their fields, anything else is said above the form.
 */
export function CustomerForm({ labelledBy, initial, country, isNew, save, onSaved, cancelTo }: CustomerFormProps) {
  const form = useKitForm(customerFormSchema, initial);
  // No onSignedOut: a long record says an ended session in place, so nothing typed is lost
  // while staff sign in again (in another tab) and save once more.
  const submit = useSubmit({
    form,
    fieldOf: (name) => (isCustomerFormField(name) ? (name as Path<CustomerFormValues>) : null),
  });

  async function onValid(values: z.output<typeof customerFormSchema>) {
    const saved = await submit.send(() => save(customerRequestOf(values)));
    if (saved?.kind === 'done') onSaved(saved.data.results.customer);
  }
  const busy = submit.busy;

  return (
    <KitForm form={form} onValid={onValid} className="customer-form" aria-labelledby={labelledBy}>
      <fieldset className="customer-form-group">
        <legend>
          <FormattedMessage id="staff.customers.group.contact" />
        </legend>
        <div className="customer-form-grid">
          <TextField
            id="customer-first-name"
            name="first_name"
            autoComplete="off"
            required
            label={<FormattedMessage id="staff.customers.field.firstName" />}
          />
          <TextField
            id="customer-last-name"
            name="last_name"
            autoComplete="off"
            required
            label={<FormattedMessage id="staff.customers.field.lastName" />}
          />
          <EmailField
            id="customer-email"
            name="email"
            autoComplete="off"
            label={<FormattedMessage id="staff.customers.field.email" />}
          />
          <div className="customer-form-wide">
            <PhoneField
              id="customer-phone"
              name="phone"
              defaultCountry={country.toUpperCase() as CountryCode}
              label={<FormattedMessage id="staff.customers.field.phone" />}
              hint={<FormattedMessage id="staff.customers.field.phoneHint" />}
            />
          </div>
        </div>
      </fieldset>
      <AddressFields country={country} />
      <fieldset className="customer-form-group">
        <legend>
          <FormattedMessage id="staff.customers.group.details" />
        </legend>
        <FieldRow>
          <TextField
            id="customer-birthday"
            name="birthday"
            type="date"
            label={<FormattedMessage id="staff.customers.field.birthday" />}
          />
          <TextField
            id="customer-company"
            name="company"
            autoComplete="off"
            label={<FormattedMessage id="staff.customers.field.company" />}
          />
        </FieldRow>
        <ChoiceGroup
          id="customer-gender"
          name="gender"
          legend={<FormattedMessage id="staff.customers.field.gender" />}
          choices={[
            { value: '', label: <FormattedMessage id="staff.customers.gender.none" /> },
            { value: 'female', label: <FormattedMessage id="staff.customers.gender.female" /> },
            { value: 'male', label: <FormattedMessage id="staff.customers.gender.male" /> },
          ]}
        />
        <CheckboxField
          id="customer-b2b"
          name="b2b"
          label={<FormattedMessage id="staff.customers.field.b2b" />}
          hint={<FormattedMessage id="staff.customers.field.b2bHint" />}
        />
      </fieldset>
      <fieldset className="customer-form-group">
        <legend>
          <FormattedMessage id="staff.customers.group.messages" />
        </legend>
        <CheckboxField
          id="customer-newsletter"
          name="newsletter"
          label={<FormattedMessage id="staff.customers.field.newsletter" />}
        />
        <CheckboxField
          id="customer-reminders"
          name="reminders"
          label={<FormattedMessage id="staff.customers.field.reminders" />}
          hint={<FormattedMessage id="staff.customers.field.remindersHint" />}
        />
      </fieldset>
      <TextAreaField
        id="customer-comment"
        name="comment"
        label={<FormattedMessage id="staff.customers.field.comment" />}
      />
      <TextField
        id="customer-number"
        name="customer_number"
        autoComplete="off"
        label={<FormattedMessage id="staff.customers.field.number" />}
        hint={
          <FormattedMessage id={isNew ? 'staff.customers.field.numberHintNew' : 'staff.customers.field.numberHint'} />
        }
      />
      <StaffSubmitProblem
        failure={submit.failure}
        onRetry={() => void form.handleSubmit(onValid)()}
        networkMessageId="staff.customers.error.network"
      />
      <div className="customer-form-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          <FormattedMessage id={busy ? 'staff.customers.saving' : 'staff.customers.save'} />
        </button>
        <Link to={cancelTo} className="button button-secondary">
          <FormattedMessage id="staff.customers.cancel" />
        </Link>
      </div>
    </KitForm>
  );
}
