import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import type { ChoosableTable, FloorCombination } from '../../../common/host-stand/table-choice-groups';
import { TableSelect } from '../../../common/host-stand/table-select';
import { SectionForm } from '../../../common/section-form/section-form';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { useSectionChange } from '../../../common/staff-dialog/use-section-change';
import { FocusedSubmitProblem } from '../../../common/submit-problem/focused-submit-problem';
import { moveReservation } from '../api/reservation-changes';

const moveFormSchema = z.object({ table: z.string().check(z.minLength(1)) });

/**
 * To another table, or a combination of tables, at the same time. A table another party holds then, or one too small, is
 * refused by the API; the reason is said beside the button, with focus on it.
 */
interface MoveTableFormProps {
  reservation: StaffReservation;
  areas: readonly { id: string; name: string }[];
  tables: ChoosableTable[];
  combinations: FloorCombination[];
}

/** What the choice shows as where the party sits now: its combination, or its table. */
const placeOf = (r: StaffReservation) => r.combination?.id ?? r.table.id;

export function MoveTableForm({ reservation, areas, tables, combinations }: MoveTableFormProps) {
  const api = useStaffApi();
  const form = useKitForm(moveFormSchema, { table: placeOf(reservation) });
  const { submit, done, change } = useSectionChange({
    form,
    fieldOf: (field) => (field === 'table_id' ? 'table' : null),
  });

  async function onValid({ table }: z.output<typeof moveFormSchema>) {
    await change(
      () => moveReservation(api, reservation.id, table),
      (data) => ({ table: placeOf(data.results.reservation) }),
    );
  }

  const busy = submit.busy;
  return (
    <SectionForm
      id="move"
      title={<FormattedMessage id="staff.host.move.title" />}
      done={done && <FormattedMessage id="staff.host.move.done" />}
      form={form}
      onValid={onValid}
    >
      <TableSelect
        id="move-table"
        name="table"
        label={<FormattedMessage id="staff.host.move.to" />}
        areas={areas}
        tables={tables}
        combinations={combinations}
      />
      <div className="staff-dialog-actions">
        <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy}>
          <FormattedMessage id="staff.host.move.submit" />
        </button>
      </div>
      <FocusedSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
    </SectionForm>
  );
}
