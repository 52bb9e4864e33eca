import type { SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { CheckboxField } from '@booking/shared/ui/checkbox-field/checkbox-field';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { SwitchField } from '@booking/shared/ui/switch-field/switch-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { ImageUploadField } from '../../../common/image-upload/image-upload-field';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { saveEmployee } from '../api/employee-changes';
import {
  type EmployeeFormValues,
  employeeFormSchema,
  employeeFormValuesOf,
  employeeRequestOf,
} from '../domain/employee-form-values';

const FIELDS = new Set(['first_name', 'last_name', 'display_name', 'selectable', 'photo_image', 'service_ids']);

/** Names, the name customers see, their photo, whether they may choose this employee, and the services they perform. */
export function EmployeeForm({
  employee,
  services,
  onSaved,
}: {
  employee: SettingsEmployee | null;
  services: readonly { id: string; name: string }[];
  onSaved: () => void;
}) {
  const api = useStaffApi();
  const form = useKitForm(employeeFormSchema, employeeFormValuesOf(employee));
  const [photo, setPhoto] = useState(employee?.photo ?? null);
  const submit = useSubmit({
    form,
    fieldOf: (name) => (FIELDS.has(name) ? (name as Path<EmployeeFormValues>) : null),
  });
  async function onValid(values: z.output<typeof employeeFormSchema>) {
    const body = employeeRequestOf(values);
    const saved = await submit.send(() => saveEmployee(api, employee?.id ?? null, body));
    if (saved?.kind === 'done') {
      form.reset(values);
      onSaved();
    }
  }
  return (
    <KitForm form={form} onValid={onValid} aria-labelledby="employee-title" className="employee-form">
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
      <TextField
        id="employee-first-name"
        name="first_name"
        autoComplete="off"
        required
        label={<FormattedMessage id="staff.team.field.firstName" />}
      />
      <TextField
        id="employee-last-name"
        name="last_name"
        autoComplete="off"
        required
        label={<FormattedMessage id="staff.team.field.lastName" />}
      />
      <TextField
        id="employee-display-name"
        name="display_name"
        autoComplete="off"
        label={<FormattedMessage id="staff.team.field.displayName" />}
        hint={<FormattedMessage id="staff.team.field.displayNameHint" />}
      />
      <ImageUploadField
        id="employee-photo"
        name="photo_image"
        purpose="employee_photo"
        image={photo}
        onChange={setPhoto}
        label={<FormattedMessage id="staff.team.field.photo" />}
        hint={<FormattedMessage id="staff.team.field.photoHint" />}
      />
      <SwitchField
        id="employee-selectable"
        name="selectable"
        label={<FormattedMessage id="staff.team.field.selectable" />}
        hint={<FormattedMessage id="staff.team.field.selectableHint" />}
      />
      <fieldset className="employee-services">
        <legend>
          <FormattedMessage id="staff.team.field.services" />
        </legend>
        <p className="field-hint">
          <FormattedMessage id="staff.team.field.servicesHint" />
        </p>
        {services.map((service) => (
          <CheckboxField
            key={service.id}
            id={`employee-service-${service.id}`}
            name="service_ids"
            value={service.id}
            label={service.name}
          />
        ))}
      </fieldset>
      <StaffSubmitProblem failure={submit.failure} onRetry={() => form.handleSubmit(onValid)()} />
      <button type="submit" className="button" disabled={submit.busy}>
        <FormattedMessage id={employee ? 'staff.team.save' : 'staff.team.create'} />
      </button>
    </KitForm>
  );
}
