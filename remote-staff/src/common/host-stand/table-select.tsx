import { SelectField } from '@booking/shared/ui/select-field/select-field';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type ChoiceGroup, type ChoosableTable, type FloorCombination, tableChoiceGroups } from './table-choice-groups';

interface TableSelectProps {
  id: string;
  name: string;
  label: ReactNode;
  /** The branch's areas in the owner's order: the tables are grouped by them. */
  areas: readonly { id: string; name: string }[];
  tables: readonly ChoosableTable[];
  /** The owner's combinations offered beside the tables (none: tables only). */
  combinations?: readonly FloorCombination[];
  /** The first option's words: "Best free table" (the API chooses), or none for a move. */
  anyLabel?: string;
}

const GROUP_NAMES = {
  other: 'staff.host.noArea',
  tables: 'staff.host.tablesGroup',
  combinations: 'staff.host.combinationsGroup',
} as const;

/**
 * A table (or a combination of tables) of the branch by name and seats, grouped by area as
 * the floor is, bound to the surrounding KitForm.
 */
export function TableSelect({ id, name, label, areas, tables, combinations = [], anyLabel }: TableSelectProps) {
  const intl = useIntl();
  const optionsOf = (group: ChoiceGroup) =>
    group.kind === 'combinations'
      ? group.choices.map((combination) => (
          <option key={combination.id} value={combination.id}>
            {intl.formatMessage(
              { id: 'staff.host.combinationOption' },
              { name: combination.name, seats: combination.max_seats },
            )}
          </option>
        ))
      : group.choices.map((table) => (
          <option key={table.id} value={table.id}>
            {intl.formatMessage({ id: 'staff.host.tableOption' }, { table: table.name, seats: table.seats })}
          </option>
        ));
  return (
    <SelectField id={id} name={name} label={label}>
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {tableChoiceGroups(areas, tables, combinations).map((group) =>
        group.kind === 'ungrouped' ? (
          optionsOf(group)
        ) : (
          <optgroup
            key={group.kind === 'area' ? `area-${group.name}` : group.kind}
            label={group.kind === 'area' ? group.name : intl.formatMessage({ id: GROUP_NAMES[group.kind] })}
          >
            {optionsOf(group)}
          </optgroup>
        ),
      )}
    </SelectField>
  );
}
