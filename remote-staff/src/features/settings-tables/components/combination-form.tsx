import type { CombinationSetting, TableSettings } from '@booking/shared/contract/table-settings';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { CheckboxField } from '@booking/shared/ui/checkbox-field/checkbox-field';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { saveCombination } from '../api/floor-calls';
import {
  combinationFormSchema,
  combinationFormValuesOf,
  combinationRequestOf,
  memberKey,
} from '../domain/floor-form-values';
import { AffectedDialog } from './affected-dialog';
import { SeatsFields } from './seats-fields';
import { useFloorChange } from './use-floor-change';

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
  const change = useFloorChange(form);
  const idPrefix = combination ? `combination-${combination.id}` : 'combination-new';
  const tablesError = form.formState.errors.tables;

  async function onValid(values: z.output<typeof combinationFormSchema>) {
    const body = combinationRequestOf(values);
    if (!(await change.change((on) => saveCombination(api, branch, combination?.id ?? null, body, on)))) return;
    saved();
  }
  function saved() {
    form.reset(combination ? form.getValues() : initial);
    onDone?.();
  }
  return (
    <KitForm form={form} onValid={onValid} className="tables-form" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>
        {combination ? (
          <FormattedMessage id="staff.settings.tables.combination.editTitle" values={{ name: combination.name }} />
        ) : (
          <FormattedMessage id="staff.settings.tables.combination.newTitle" />
        )}
      </h3>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        autoComplete="off"
        required
        label={<FormattedMessage id="staff.settings.tables.combination.name" />}
      />
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
      <StaffSubmitProblem
        failure={change.asked ? null : change.submit.failure}
        onRetry={() => void form.handleSubmit(onValid)()}
      />
      <p className="tables-actions">
        <button type="submit" className="button button-primary" disabled={change.submit.busy}>
          <FormattedMessage id={combination ? 'staff.settings.tables.save' : 'staff.settings.tables.combination.add'} />
        </button>
        {onDone && (
          <button type="button" className="button button-secondary" onClick={onDone}>
            <FormattedMessage id="staff.settings.tables.cancelEdit" />
          </button>
        )}
      </p>
      {change.asked && (
        <AffectedDialog
          reservations={change.asked.reservations}
          floor={floor}
          changing={combination?.id ?? ''}
          busy={change.submit.busy}
          failure={change.submit.failure}
          onAnswer={(on) => void change.answer(on).then((done) => done && saved())}
          onClose={change.dismiss}
        />
      )}
    </KitForm>
  );
}
