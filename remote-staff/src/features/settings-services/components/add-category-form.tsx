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
import { addCategory } from '../api/service-settings-calls';

/** A new category, added at the end of the list; a name in use is refused at the field. */
export function AddCategoryForm() {
  const api = useStaffApi();
  const form = useKitForm(serviceCategoryRequestSchema, { name: '' });
  const submit = useSubmit({ form, fieldOf: (field) => (field === 'name' ? 'name' : null) });
  const revalidator = useRevalidator();

  async function onValid(values: z.output<typeof serviceCategoryRequestSchema>) {
    const added = await submit.send(() => addCategory(api, values.name));
    if (added?.kind !== 'done') return;
    form.reset({ name: '' });
    await revalidator.revalidate();
  }
  return (
    <KitForm
      form={form}
      onValid={onValid}
      className="services-add-category"
      aria-labelledby="services-add-category-title"
    >
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
      <h2 id="services-add-category-title">
        <FormattedMessage id="staff.settings.services.category.addTitle" />
      </h2>
      <TextField
        id="services-category-name"
        name="name"
        autoComplete="off"
        required
        label={<FormattedMessage id="staff.settings.services.category.name" />}
        hint={<FormattedMessage id="staff.settings.services.category.nameHint" />}
      />
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <button type="submit" className="button button-secondary" disabled={submit.busy} aria-busy={submit.busy}>
        <FormattedMessage id="staff.settings.services.category.add" />
      </button>
    </KitForm>
  );
}
