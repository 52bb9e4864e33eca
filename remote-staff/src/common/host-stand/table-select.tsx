import { SelectField } from '@booking/shared/ui/select-field/select-field';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FloorTable } from './table-occupancy';

interface TableSelectProps {
  id: string;
  name: string;
  label: ReactNode;
  tables: readonly FloorTable[];
  /** The first option's words: "Best free table" (the API chooses), or none for a move. */
  anyLabel?: string;
}

/** A table of the branch by name and seats, bound to the surrounding KitForm. */
export function TableSelect({ id, name, label, tables, anyLabel }: TableSelectProps) {
  const intl = useIntl();
  return (
    <SelectField id={id} name={name} label={label}>
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {tables.map((table) => (
        <option key={table.id} value={table.id}>
          {intl.formatMessage({ id: 'staff.host.tableOption' }, { table: table.name, seats: table.seats })}
        </option>
      ))}
    </SelectField>
  );
}
