import { serviceCategoryRequestSchema } from '@booking/shared/contract/service-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator } from '@booking/shared/router';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { UnsavedChangesGuard } from '../../../common/settings/unsaved-changes-guard';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { renameCategory } from '../api/service-settings-calls';

interface RenameCategoryFormProps {
  id: string;
  name: string;
  /** Called when the form closes: saved (the list is read again first) or cancelled. */
  onClose: () => void;
}

/**
 * A category's name edited where it stands: Enter saves, Escape or Cancel puts the old name
 * back. A name another category has is refused at the field, as when adding one.
 */
export function RenameCategoryForm({ id, name, onClose }: RenameCategoryFormProps) {
  const api = useStaffApi();
  const form = useKitForm(serviceCategoryRequestSchema, { name });
  const submit = useSubmit({ form, fieldOf: (field) => (field === 'name' ? 'name' : null) });
  const revalidator = useRevalidator();

  async function onValid(values: z.output<typeof serviceCategoryRequestSchema>) {
    const renamed = await submit.send(() => renameCategory(api, id, values.name));
    if (renamed?.kind !== 'done') return;
    form.reset(values);
    await revalidator.revalidate();
    onClose();
  }
  return (
    <KitForm
      form={form}
      onValid={onValid}
      className="services-rename-category"
      aria-label={name}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !submit.busy) onClose();
      }}
    >
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
      <TextField
        id={`services-category-${id}-name`}
        name="name"
        autoComplete="off"
        required
        // Focus goes to the name the owner asked to rename, so typing starts there.
        autoFocus
        label={<FormattedMessage id="staff.settings.services.category.newName" />}
      />
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <div className="services-rename-actions">
        <button type="submit" className="button" disabled={submit.busy} aria-busy={submit.busy}>
          <FormattedMessage id="staff.settings.services.category.saveName" />
        </button>
        <button type="button" className="button button-secondary" onClick={onClose} disabled={submit.busy}>
          <FormattedMessage id="staff.settings.services.cancel" />
        </button>
      </div>
    </KitForm>
  );
}
