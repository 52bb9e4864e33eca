import { areaRequestSchema } from '@booking/shared/contract/table-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { saveArea } from '../api/floor-calls';
import { useFloorChange } from './use-floor-change';

interface AreaFormProps {
  branch: string;
  /** The area renamed, or null to add one at the end. */
  area: { id: string; name: string } | null;
  onDone?: () => void;
}

/** An area's name: a new one added at the end, or a rename; a name in use is refused at the field. */
export function AreaForm({ branch, area, onDone }: AreaFormProps) {
  const api = useStaffApi();
  const form = useKitForm(areaRequestSchema, { name: area?.name ?? '' });
  const floor = useFloorChange(form);
  const id = area ? `area-name-${area.id}` : 'area-name-new';

  async function onValid(values: z.output<typeof areaRequestSchema>) {
    if (!(await floor.change(() => saveArea(api, branch, area?.id ?? null, values.name)))) return;
    form.reset({ name: area ? values.name : '' });
    onDone?.();
  }
  return (
    <KitForm form={form} onValid={onValid} className="tables-inline-form" aria-label={area?.name}>
      <TextField
        id={id}
        name="name"
        autoComplete="off"
        required
        label={<FormattedMessage id={area ? 'staff.settings.tables.area.rename' : 'staff.settings.tables.area.new'} />}
      />
      <StaffSubmitProblem failure={floor.submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <p className="tables-actions">
        <button type="submit" className="button button-secondary" disabled={floor.submit.busy}>
          <FormattedMessage id={area ? 'staff.settings.tables.save' : 'staff.settings.tables.area.add'} />
        </button>
        {onDone && (
          <button type="button" className="button button-secondary" onClick={onDone}>
            <FormattedMessage id="staff.settings.tables.cancelEdit" />
          </button>
        )}
      </p>
    </KitForm>
  );
}
