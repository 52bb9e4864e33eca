import type { TableSetting, TableSettings } from '@booking/shared/contract/table-settings';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { retire } from '../api/floor-calls';
import { TABLE_USE_TEXT } from '../domain/floor-form-values';
import { AffectedDialog } from './affected-dialog';
import { useFloorChange } from './use-floor-change';

interface TableRowProps {
  branch: string;
  floor: TableSettings;
  table: TableSetting;
  areaName: string | null;
  handle: ReactNode;
  onEdit: () => void;
}

/** One table in service: what it seats, where, who may take it; edit or retire (kept for its history). */
export function TableRow({ branch, floor, table, areaName, handle, onEdit }: TableRowProps) {
  const api = useStaffApi();
  const intl = useIntl();
  const change = useFloorChange();
  return (
    <div className="tables-row">
      {handle}
      <span className="tables-row-name">{table.name}</span>
      <span className="muted tables-row-detail">
        <FormattedMessage
          id="staff.settings.tables.seatsFromToValue"
          values={{ min: table.min_seats, max: table.max_seats }}
        />
        {areaName && ` · ${areaName}`}
        {' · '}
        <FormattedMessage id={TABLE_USE_TEXT[table.use][0]} />
      </span>
      <span className="tables-row-buttons">
        <button
          type="button"
          className="button button-secondary"
          aria-label={intl.formatMessage({ id: 'staff.settings.tables.table.editOne' }, { name: table.name })}
          onClick={onEdit}
        >
          <FormattedMessage id="staff.settings.tables.edit" />
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-label={intl.formatMessage({ id: 'staff.settings.tables.table.retireOne' }, { name: table.name })}
          disabled={change.submit.busy}
          onClick={() => void change.change((on) => retire(api, branch, table.id, on))}
        >
          <FormattedMessage id="staff.settings.tables.table.retire" />
        </button>
      </span>
      {!change.asked && (
        <StaffSubmitProblem
          failure={change.submit.failure}
          onRetry={() => void change.change((on) => retire(api, branch, table.id, on))}
        />
      )}
      {change.asked && (
        <AffectedDialog
          reservations={change.asked.reservations}
          floor={floor}
          changing={table.id}
          busy={change.submit.busy}
          failure={change.submit.failure}
          onAnswer={(on) => void change.answer(on)}
          onClose={change.dismiss}
        />
      )}
    </div>
  );
}
