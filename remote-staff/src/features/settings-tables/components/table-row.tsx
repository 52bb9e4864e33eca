import type { TableSetting, TableSettings } from '@booking/shared/contract/table-settings';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { retire } from '../api/floor-calls';
import { TABLE_USE_TEXT } from '../domain/floor-form-values';
import { FloorRow, type RowWords } from './floor-row';

interface TableRowProps {
  branch: string;
  floor: TableSettings;
  table: TableSetting;
  areaName: string | null;
  handle: ReactNode;
  onEdit: () => void;
}

const WORDS: RowWords = {
  editOne: 'staff.settings.tables.table.editOne',
  takeOut: 'staff.settings.tables.table.retire',
  takeOutOne: 'staff.settings.tables.table.retireOne',
  question: 'staff.settings.tables.table.retireQuestion',
  consequence: 'staff.settings.tables.table.retireConsequence',
};

/** One table in service: what it seats, where, who may take it; edit or retire (kept for its history). */
export function TableRow({ branch, floor, table, areaName, handle, onEdit }: TableRowProps) {
  const api = useStaffApi();
  return (
    <FloorRow
      item={table}
      handle={handle}
      detail={
        <>
          <FormattedMessage
            id="staff.settings.tables.seatsFromToValue"
            values={{ min: table.min_seats, max: table.max_seats }}
          />
          {areaName && ` · ${areaName}`}
          {' · '}
          <FormattedMessage id={TABLE_USE_TEXT[table.use][0]} />
        </>
      }
      words={WORDS}
      takeOut={(on) => retire(api, branch, table.id, on)}
      floor={floor}
      onEdit={onEdit}
    />
  );
}
