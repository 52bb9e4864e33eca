import { tablesByArea } from './tables-by-area';

/** A table the host may choose, in its area (null: none). */
export interface ChoosableTable {
  id: string;
  name: string;
  seats: number;
  area_id: string | null;
}

/** A combination staff may seat a party on: its id goes where a table's would. */
export interface FloorCombination {
  id: string;
  name: string;
  max_seats: number;
}

/**
 * The groups of a table choice, in the order shown: an area's tables (named by the area),
 * the tables in no area (`other`), the tables of a floor without areas beside combinations
 * (`tables`), the combinations, or one list needing no group at all (`ungrouped`).
 */
export type ChoiceGroup =
  | { kind: 'area'; name: string; choices: ChoosableTable[] }
  | { kind: 'other' | 'tables' | 'ungrouped'; choices: ChoosableTable[] }
  | { kind: 'combinations'; choices: FloorCombination[] };

/**
 * The host's table choices grouped as the floor is (decision 0082): the areas in the owner's
 * order with their tables, then the tables in no area, then the combinations. An area with
 * no table offered (none free for a walk-in) is left out. A floor without areas lists its
 * tables as one group beside the combinations, or with none, needs no group.
 */
export function tableChoiceGroups(
  areas: readonly { id: string; name: string }[],
  tables: readonly ChoosableTable[],
  combinations: readonly FloorCombination[],
): ChoiceGroup[] {
  const groups: ChoiceGroup[] = tablesByArea(areas, tables).map(({ area, tables: choices }) => {
    if (area) return { kind: 'area', name: area.name, choices };
    return { kind: areas.length > 0 ? 'other' : combinations.length > 0 ? 'tables' : 'ungrouped', choices };
  });
  if (combinations.length > 0) groups.push({ kind: 'combinations', choices: [...combinations] });
  return groups;
}
