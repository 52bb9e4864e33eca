import { areaRequestSchema } from '@booking/shared/contract/table-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { useDirtyForm } from '../../../common/settings/dirty-forms';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { saveArea } from '../api/floor-calls';
import { FloorChangeOutcome } from './floor-change-outcome';
import { FloorFormFooter } from './floor-form-footer';
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
  useDirtyForm(form.formState.isDirty && !floor.submit.busy);
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
      <FloorChangeOutcome change={floor} changing={area?.id ?? ''} onRetry={() => void form.handleSubmit(onValid)()} />
      <FloorFormFooter
        submitLabel={area ? 'staff.settings.tables.save' : 'staff.settings.tables.area.add'}
        busy={floor.submit.busy}
        onCancel={onDone}
        quiet
      />
    </KitForm>
  );
}
