import type { ServiceSettingsResponse } from '@booking/shared/contract/service-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { Link, useNavigate } from '@booking/shared/router';
import { CheckboxField } from '@booking/shared/ui/checkbox-field/checkbox-field';
import { FieldRow } from '@booking/shared/ui/field/field-row';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { useFormatDuration } from '@booking/shared/ui/format/formatted-duration';
import { MoneyField } from '@booking/shared/ui/money-field/money-field';
import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { SwitchField } from '@booking/shared/ui/switch-field/switch-field';
import { TextAreaField } from '@booking/shared/ui/text-area-field/text-area-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { settingsPath } from '../../../common/settings/settings-sections';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { saveService } from '../api/service-settings-calls';
import {
  BUFFER_CHOICES,
  choiceKey,
  DURATION_CHOICES,
  type ServiceFormValues,
  serviceFormFieldOf,
  serviceFormSchema,
  serviceRequestOf,
} from '../domain/service-form-values';

interface ServiceFormProps {
  serviceId: string | null;
  initial: ServiceFormValues;
  choices: Pick<ServiceSettingsResponse['results'], 'categories' | 'branches' | 'employees' | 'currency'>;
}

const LIST = settingsPath('services');

/** Every field of a service, checked as the API checks it; saved, it goes back to the list. */
export function ServiceForm({ serviceId, initial, choices }: ServiceFormProps) {
  const api = useStaffApi();
  const form = useKitForm(serviceFormSchema, initial);
  const submit = useSubmit({ form, fieldOf: serviceFormFieldOf });
  const navigate = useNavigate();
  const minutes = useFormatDuration();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) navigate(LIST);
  }, [saved, navigate]);

  async function onValid(values: z.output<typeof serviceFormSchema>) {
    const done = await submit.send(() => saveService(api, serviceId, serviceRequestOf(values)));
    if (done?.kind === 'done') setSaved(true);
  }
  return (
    <KitForm form={form} onValid={onValid} className="service-form" aria-labelledby="service-editor-title">
      <UnsavedChangesGuard dirty={form.formState.isDirty && !saved} />
      <TextField
        id="service-name"
        name="name"
        autoComplete="off"
        required
        label={<FormattedMessage id="staff.settings.services.field.name" />}
      />
      <SelectField
        id="service-category"
        name="category_id"
        label={<FormattedMessage id="staff.settings.services.field.category" />}
        hint={<FormattedMessage id="staff.settings.services.field.categoryHint" />}
      >
        {choices.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="service-description"
        name="description"
        label={<FormattedMessage id="staff.settings.services.field.description" />}
        hint={<FormattedMessage id="staff.settings.services.field.descriptionHint" />}
      />
      <FieldRow>
        <SelectField
          id="service-duration"
          name="duration_minutes"
          label={<FormattedMessage id="staff.settings.services.field.duration" />}
          hint={<FormattedMessage id="staff.settings.services.field.durationHint" />}
        >
          {DURATION_CHOICES.map((m) => (
            <option key={m} value={String(m)}>
              {minutes(m)}
            </option>
          ))}
        </SelectField>
        <MoneyField
          id="service-price"
          name="price_minor"
          currency={choices.currency}
          required
          label={<FormattedMessage id="staff.settings.services.field.price" values={{ currency: choices.currency }} />}
          hint={<FormattedMessage id="staff.settings.services.field.priceHint" />}
        />
      </FieldRow>
      <SelectField
        id="service-buffer"
        name="buffer_after_minutes"
        label={<FormattedMessage id="staff.settings.services.field.buffer" />}
        hint={<FormattedMessage id="staff.settings.services.field.bufferHint" />}
      >
        {BUFFER_CHOICES.map((m) => (
          <option key={m} value={String(m)}>
            {m === 0 ? <FormattedMessage id="staff.settings.services.field.bufferNone" /> : minutes(m)}
          </option>
        ))}
      </SelectField>
      <SwitchField
        id="service-online"
        name="online_bookable"
        label={<FormattedMessage id="staff.settings.services.field.online" />}
        hint={<FormattedMessage id="staff.settings.services.field.onlineHint" />}
      />
      <fieldset className="service-form-choices">
        <legend>
          <FormattedMessage id="staff.settings.services.field.branches" />
        </legend>
        <p className="field-hint">
          <FormattedMessage id="staff.settings.services.field.branchesHint" />
        </p>
        {choices.branches.map((b) => (
          <CheckboxField key={b.id} id={`service-branch-${b.id}`} name={`branches.${choiceKey(b.id)}`} label={b.name} />
        ))}
      </fieldset>
      <fieldset className="service-form-choices">
        <legend>
          <FormattedMessage id="staff.settings.services.field.employees" />
        </legend>
        <p className="field-hint">
          <FormattedMessage id="staff.settings.services.field.employeesHint" />
        </p>
        {choices.employees.map((e) => (
          <CheckboxField
            key={e.id}
            id={`service-employee-${e.id}`}
            name={`employees.${choiceKey(e.id)}`}
            label={`${e.first_name} ${e.last_name}`}
          />
        ))}
      </fieldset>
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <div className="service-form-actions">
        <button type="submit" className="button" disabled={submit.busy} aria-busy={submit.busy}>
          <FormattedMessage id={submit.busy ? 'staff.settings.services.saving' : 'staff.settings.services.save'} />
        </button>
        <Link to={LIST} className="button button-secondary">
          <FormattedMessage id="staff.settings.services.cancel" />
        </Link>
      </div>
    </KitForm>
  );
}
