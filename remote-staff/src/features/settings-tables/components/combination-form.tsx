import type { CombinationSetting, TableSettings } from '@booking/shared/contract/table-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { CheckboxField } from '@booking/shared/ui/checkbox-field/checkbox-field';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { saveCombination } from '../api/floor-calls';
import {
  combinationFormSchema,
  combinationFormValuesOf,
  combinationRequestOf,
  memberKey,
} from '../domain/floor-form-values';
import { FloorChangeOutcome } from './floor-change-outcome';
import { FloorFormFooter } from './floor-form-footer';
import { FloorFormHead } from './floor-form-head';
import { SeatsFields } from './seats-fields';
import { useFloorForm } from './use-floor-form';

interface CombinationFormProps {
  branch: string;
  floor: TableSettings;
  /** The combination changed, or null to add one at the end. */
  combination: CombinationSetting | null;
  onDone?: () => void;
}

/** A named combination: the tables joined (two or more of those in service) and the seats they give together. */
export function CombinationForm({ branch, floor, combination, onDone }: CombinationFormProps) {
  const api = useStaffApi();
  const tables = floor.tables.filter((t) => !t.retired);
  const initial = combinationFormValuesOf(
    combination,
    tables.map((t) => t.id),
  );
  const form = useKitForm(combinationFormSchema, initial);
  const { change, saved, save } = useFloorForm(form, { initial, editing: combination !== null, onDone });
  const idPrefix = combination ? `combination-${combination.id}` : 'combination-new';
  const tablesError = form.formState.errors.tables;

  async function onValid(values: z.output<typeof combinationFormSchema>) {
    const body = combinationRequestOf(values);
    await save((on) => saveCombination(api, branch, combination?.id ?? null, body, on));
  }
  return (
    <KitForm form={form} onValid={onValid} className="tables-form" aria-labelledby={`${idPrefix}-title`}>
      <FloorFormHead kind="combination" idPrefix={idPrefix} editing={combination?.name ?? null} />
      <fieldset className="tables-members" aria-describedby={tablesError ? `${idPrefix}-tables-error` : undefined}>
        <legend>
          <FormattedMessage id="staff.settings.tables.combination.tables" />
        </legend>
        {tables.map((table) => (
          <CheckboxField
            key={table.id}
            id={`${idPrefix}-table-${table.id}`}
            name={`tables.${memberKey(table.id)}`}
            label={table.name}
          />
        ))}
        {tablesError && (
          <p id={`${idPrefix}-tables-error`} className="field-error" role="alert">
            <FormattedMessage id="staff.settings.tables.combination.twoTables" />
          </p>
        )}
      </fieldset>
      <SeatsFields idPrefix={`${idPrefix}-seats`} />
      <FloorChangeOutcome
        change={change}
        floor={floor}
        changing={combination?.id ?? ''}
        onRetry={() => void form.handleSubmit(onValid)()}
        onSaved={saved}
      />
      <FloorFormFooter
        submitLabel={combination ? 'staff.settings.tables.save' : 'staff.settings.tables.combination.add'}
        busy={change.submit.busy}
        onCancel={onDone}
      />
    </KitForm>
  );
}
