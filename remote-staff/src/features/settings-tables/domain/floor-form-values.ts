import type {
  CombinationRequest,
  CombinationSetting,
  TableRequest,
  TableSetting,
  TableUse,
} from '@booking/shared/contract/table-settings';
import * as z from 'zod/mini';

/** Seats offered in the selects: a table or a combination of joined tables seats 1 to 30. */
export const SEAT_CHOICES = Array.from({ length: 30 }, (_, i) => i + 1);
export const TABLE_USES: readonly TableUse[] = ['online', 'staff', 'walk_in'];
/** Each use's words: its name and what it means. */
export const TABLE_USE_TEXT = {
  online: ['staff.settings.tables.use.online', 'staff.settings.tables.use.onlineHint'],
  staff: ['staff.settings.tables.use.staff', 'staff.settings.tables.use.staffHint'],
  walk_in: ['staff.settings.tables.use.walk_in', 'staff.settings.tables.use.walk_inHint'],
} as const satisfies Record<TableUse, readonly [string, string]>;

const seatsFromTo = (v: { min_seats: string; max_seats: string }) => Number(v.min_seats) <= Number(v.max_seats);
// The same field code the API answers for seats from above seats to, with the most it may be.
const fromAboveTo = { path: ['min_seats'], message: 'too_big' };
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));

export const tableFormSchema = z
  .object({
    name,
    area_id: z.string(),
    min_seats: z.string(),
    max_seats: z.string(),
    use: z.enum(['online', 'staff', 'walk_in']),
  })
  .check(z.refine(seatsFromTo, fromAboveTo));
export type TableFormValues = z.input<typeof tableFormSchema>;

/** A stored table's fields, or a new one's: a two-top guests may book, in the first area. */
export function tableFormValuesOf(table: TableSetting | null, firstArea: string | null): TableFormValues {
  return {
    name: table?.name ?? '',
    area_id: table ? (table.area_id ?? '') : (firstArea ?? ''),
    min_seats: String(table?.min_seats ?? 1),
    max_seats: String(table?.max_seats ?? 2),
    use: table?.use ?? 'online',
  };
}

export function tableRequestOf(values: z.output<typeof tableFormSchema>): TableRequest {
  return {
    name: values.name,
    area_id: values.area_id || null,
    min_seats: Number(values.min_seats),
    max_seats: Number(values.max_seats),
    use: values.use,
  };
}

/** Checkbox groups keep one boolean per id; the prefix keeps react-hook-form from reading an id as an index. */
export const memberKey = (id: string) => `id_${id}`;

export const combinationFormSchema = z
  .object({
    name,
    tables: z
      .record(z.string(), z.boolean())
      .check(z.refine((on) => Object.values(on).filter(Boolean).length >= 2, { message: 'too_small' })),
    min_seats: z.string(),
    max_seats: z.string(),
  })
  .check(z.refine(seatsFromTo, fromAboveTo));
export type CombinationFormValues = z.input<typeof combinationFormSchema>;

/** A stored combination's fields, or a new one's (no tables chosen, seats 5-8). */
export function combinationFormValuesOf(
  combination: CombinationSetting | null,
  tableIds: readonly string[],
): CombinationFormValues {
  const members = combination?.table_ids ?? [];
  return {
    name: combination?.name ?? '',
    tables: Object.fromEntries(tableIds.map((id) => [memberKey(id), members.includes(id)])),
    min_seats: String(combination?.min_seats ?? 5),
    max_seats: String(combination?.max_seats ?? 8),
  };
}

export function combinationRequestOf(values: z.output<typeof combinationFormSchema>): CombinationRequest {
  return {
    name: values.name,
    table_ids: Object.entries(values.tables)
      .filter(([, on]) => on)
      .map(([key]) => key.slice('id_'.length)),
    min_seats: Number(values.min_seats),
    max_seats: Number(values.max_seats),
  };
}
