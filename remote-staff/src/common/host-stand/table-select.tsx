import { SelectField } from '@booking/shared/ui/select-field/select-field';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FloorTable } from './table-occupancy';

/** A combination staff may seat a party on: its id goes where a table's would. */
export interface FloorCombination {
  id: string;
  name: string;
  max_seats: number;
}

interface TableSelectProps {
  id: string;
  name: string;
  label: ReactNode;
  tables: readonly FloorTable[];
  /** The owner's combinations offered beside the tables (none: tables only). */
  combinations?: readonly FloorCombination[];
  /** The first option's words: "Best free table" (the API chooses), or none for a move. */
  anyLabel?: string;
}

/** A table (or a combination of tables) of the branch by name and seats, bound to the surrounding KitForm. */
export function TableSelect({ id, name, label, tables, combinations = [], anyLabel }: TableSelectProps) {
  const intl = useIntl();
  const tableOptions = tables.map((table) => (
    <option key={table.id} value={table.id}>
      {intl.formatMessage({ id: 'staff.host.tableOption' }, { table: table.name, seats: table.seats })}
    </option>
  ));
  return (
    <SelectField id={id} name={name} label={label}>
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {combinations.length === 0 ? (
        tableOptions
      ) : (
        <>
          <optgroup label={intl.formatMessage({ id: 'staff.host.tablesGroup' })}>{tableOptions}</optgroup>
          <optgroup label={intl.formatMessage({ id: 'staff.host.combinationsGroup' })}>
            {combinations.map((combination) => (
              <option key={combination.id} value={combination.id}>
                {intl.formatMessage(
                  { id: 'staff.host.combinationOption' },
                  { name: combination.name, seats: combination.max_seats },
                )}
              </option>
            ))}
          </optgroup>
        </>
      )}
    </SelectField>
  );
}
