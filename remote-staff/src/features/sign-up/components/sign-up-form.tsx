import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { Link } from '@booking/shared/router';
import { useLocale } from '@booking/shared/stores/locale';
import { CheckboxField } from '@booking/shared/ui/checkbox-field/checkbox-field';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { EmailField, TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { PageAddressField } from '../../../common/page-address/page-address-field';
import { useAccountApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { signUp } from '../api/sign-up';
import { emptySignUp, signUpFieldOf, signUpFormSchema, signUpRequestOf } from '../domain/sign-up-form-values';

/**
 * A business signs itself up: its name and page address, salon or restaurant, the owner. The
 * password is chosen on the confirmation link (decision 0076), so none is asked here. Checked by the contract's schema as the API checks it; the API's refusals
 * (a taken address) are marked at their fields, with focus to the first.
 * `onSent` gets the email the confirmation went to.
 */
export function SignUpForm({ onSent }: { onSent: (email: string) => void }) {
  const api = useAccountApi();
  const locale = useLocale();
  const form = useKitForm(signUpFormSchema, emptySignUp);
  const submit = useSubmit({ form, fieldOf: signUpFieldOf });

  async function onValid(values: z.output<typeof signUpFormSchema>) {
    const outcome = await submit.send(() => signUp(api, signUpRequestOf(values, locale)));
    if (outcome?.kind === 'done') onSent(outcome.data.results.email);
  }

  return (
    <KitForm
      form={form}
      onValid={onValid}
      className="sign-up"
      aria-labelledby="sign-up-title"
      heading={
        <>
          <h1 id="sign-up-title">
            <FormattedMessage id="staff.signUp.title" />
          </h1>
          <p>
            <FormattedMessage id="staff.signUp.lead" />
          </p>
        </>
      }
    >
      <TextField
        id="sign-up-business-name"
        name="business_name"
        autoComplete="organization"
        required
        label={<FormattedMessage id="staff.signUp.businessName" />}
      />
      <PageAddressField id="sign-up-organization" followName />
      <ChoiceGroup
        id="sign-up-vertical"
        name="vertical"
        legend={<FormattedMessage id="staff.signUp.vertical" />}
        choices={[
          { value: 'beauty', label: <FormattedMessage id="staff.signUp.vertical.beauty" /> },
          { value: 'gastro', label: <FormattedMessage id="staff.signUp.vertical.gastro" /> },
        ]}
      />
      <FieldRow>
        <TextField
          id="sign-up-first-name"
          name="first_name"
          autoComplete="given-name"
          required
          label={<FormattedMessage id="staff.signUp.firstName" />}
        />
        <TextField
          id="sign-up-last-name"
          name="last_name"
          autoComplete="family-name"
          required
          label={<FormattedMessage id="staff.signUp.lastName" />}
        />
      </FieldRow>
      <EmailField
        id="sign-up-email"
        name="email"
        autoComplete="email"
        required
        label={<FormattedMessage id="staff.signUp.email" />}
      />
      <CheckboxField id="sign-up-terms" name="accept_terms" label={<FormattedMessage id="staff.signUp.terms" />} />
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <button type="submit" className="button" disabled={submit.busy} aria-busy={submit.busy}>
        <FormattedMessage id={submit.busy ? 'staff.signUp.submitting' : 'staff.signUp.submit'} />
      </button>
      <p>
        <FormattedMessage id="staff.signUp.haveAccount" />{' '}
        <Link to="/staff">
          <FormattedMessage id="staff.signUp.signIn" />
        </Link>
      </p>
    </KitForm>
  );
}
