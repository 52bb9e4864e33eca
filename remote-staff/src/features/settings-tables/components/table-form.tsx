import type { AreaSetting, TableSetting, TableSettings } from '@booking/shared/contract/table-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { saveTable } from '../api/floor-calls';
import {
  TABLE_USE_TEXT,
  TABLE_USES,
  tableFormSchema,
  tableFormValuesOf,
  tableRequestOf,
} from '../domain/floor-form-values';
import { FloorChangeOutcome } from './floor-change-outcome';
import { FloorFormFooter } from './floor-form-footer';
import { FloorFormHead } from './floor-form-head';
import { SeatsFields } from './seats-fields';
import { useFloorForm } from './use-floor-form';

interface TableFormProps {
  branch: string;
  floor: TableSettings;
  areas: readonly AreaSetting[];
  /** The table changed, or null to add one at the end. */
  table: TableSetting | null;
  onDone?: () => void;
}

/**
 * A table's name, area, seats from-to and who may take it. Shrinking it below a future party
 * asks what becomes of that reservation before anything is saved.
 */
export function TableForm({ branch, floor, areas, table, onDone }: TableFormProps) {
  const api = useStaffApi();
  const initial = tableFormValuesOf(table, areas[0]?.id ?? null);
  const form = useKitForm(tableFormSchema, initial);
  const { change, saved, save } = useFloorForm(form, { initial, editing: table !== null, onDone });
  const idPrefix = table ? `table-${table.id}` : 'table-new';

  async function onValid(values: z.output<typeof tableFormSchema>) {
    const body = tableRequestOf(values);
    await save((on) => saveTable(api, branch, table?.id ?? null, body, on));
  }
  return (
    <KitForm form={form} onValid={onValid} className="tables-form" aria-labelledby={`${idPrefix}-title`}>
      <FloorFormHead kind="table" idPrefix={idPrefix} editing={table?.name ?? null} />
      <SelectField
        id={`${idPrefix}-area`}
        name="area_id"
        label={<FormattedMessage id="staff.settings.tables.table.area" />}
      >
        <FormattedMessage id="staff.settings.tables.table.noArea">
          {(text) => <option value="">{text}</option>}
        </FormattedMessage>
        {areas.map((area) => (
          <option key={area.id} value={area.id}>
            {area.name}
          </option>
        ))}
      </SelectField>
      <SeatsFields idPrefix={`${idPrefix}-seats`} />
      <ChoiceGroup
        id={`${idPrefix}-use`}
        name="use"
        legend={<FormattedMessage id="staff.settings.tables.table.use" />}
        choices={TABLE_USES.map((use) => ({
          value: use,
          label: <FormattedMessage id={TABLE_USE_TEXT[use][0]} />,
          detail: <FormattedMessage id={TABLE_USE_TEXT[use][1]} />,
        }))}
      />
      <FloorChangeOutcome
        change={change}
        floor={floor}
        changing={table?.id ?? ''}
        onRetry={() => void form.handleSubmit(onValid)()}
        onSaved={saved}
      />
      <FloorFormFooter
        submitLabel={table ? 'staff.settings.tables.save' : 'staff.settings.tables.table.add'}
        busy={change.submit.busy}
        onCancel={onDone}
      />
    </KitForm>
  );
}
