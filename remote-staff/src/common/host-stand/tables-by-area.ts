/** An area of the floor with its tables, or the tables in no area (`area` null). */
export interface AreaGroup<Table> {
  area: { id: string; name: string } | null;
  tables: Table[];
}

/**
 * The floor as the host reads it: the areas in the owner's order, each with its tables in
 * their order, then the tables in no area. An area without tables is left out (nothing to
 * seat there); a table whose area is unknown counts as in none rather than disappearing.
 */
export function tablesByArea<Table extends { area_id: string | null }>(
  areas: readonly { id: string; name: string }[],
  tables: readonly Table[],
): AreaGroup<Table>[] {
  const known = new Set(areas.map((area) => area.id));
  const groups: AreaGroup<Table>[] = areas.map((area) => ({
    area: { id: area.id, name: area.name },
    tables: tables.filter((table) => table.area_id === area.id),
  }));
  groups.push({ area: null, tables: tables.filter((table) => table.area_id === null || !known.has(table.area_id)) });
  return groups.filter((group) => group.tables.length > 0);
}
