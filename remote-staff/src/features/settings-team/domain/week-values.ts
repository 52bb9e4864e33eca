import type { Rota, RotaInterval, SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { localDateSchema } from '@booking/shared/contract/zoned-time';
import * as z from 'zod/mini';
import { formatHoursText, parseHoursText } from './hours-text';

/** The week's columns, Monday first, as weekday numbers (0 = Sunday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
/** A row's cells: week 1 Monday to Sunday, then week 2. */
const cellIndex = (cycleWeek: number, weekday: number) => cycleWeek * 7 + WEEKDAYS.indexOf(weekday as 1);

const cellSchema = z.string().check(
  z.maxLength(200),
  z.superRefine((text, ctx) => {
    const parsed = parseHoursText(text);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.code, input: text });
  }),
);

export const weekFormSchema = z.object({
  effective_from: localDateSchema,
  rows: z.array(z.object({ id: z.string(), cycle_weeks: z.enum(['1', '2']), cells: z.array(cellSchema) })),
});
export type WeekFormValues = z.input<typeof weekFormSchema>;
export type WeekRow = WeekFormValues['rows'][number];

/** The version of the week in force on `date` (the last that began by then), or null. */
export function rotaInForce(employee: SettingsEmployee, date: string): Rota | null {
  return employee.rotas.filter((rota) => rota.effective_from <= date).at(-1) ?? null;
}

/** The editor's row of an employee: their hours at `branchId` in the version in force on `date`. */
export function weekRowOf(employee: SettingsEmployee, branchId: string, date: string): WeekRow {
  const rota = rotaInForce(employee, date);
  const cells = Array.from({ length: 14 }, () => '');
  for (let week = 0; week < 2; week++) {
    for (const weekday of WEEKDAYS) {
      const hours = (rota?.hours ?? []).filter(
        (h) => h.branch_id === branchId && h.cycle_week === week && h.weekday === weekday,
      );
      cells[cellIndex(week, weekday)] = formatHoursText(hours);
    }
  }
  return { id: employee.id, cycle_weeks: rota?.cycle_weeks === 2 ? '2' : '1', cells };
}

/**
 * What saving a row sends: the typed hours at this branch (the second week's only in a
 * two-week rota) and, unchanged, the employee's hours at other branches in the version in force.
 */
export function rotaRequestOf(employee: SettingsEmployee, row: WeekRow, branchId: string, effectiveFrom: string) {
  const cycleWeeks = row.cycle_weeks === '2' ? 2 : 1;
  const elsewhere = (rotaInForce(employee, effectiveFrom)?.hours ?? []).filter(
    (h) => h.branch_id !== branchId && h.cycle_week < cycleWeeks,
  );
  const here: RotaInterval[] = [];
  for (let week = 0; week < cycleWeeks; week++) {
    for (const weekday of WEEKDAYS) {
      const parsed = parseHoursText(row.cells[cellIndex(week, weekday)] ?? '');
      if (!parsed.ok) continue;
      for (const h of parsed.hours) here.push({ branch_id: branchId, cycle_week: week as 0 | 1, weekday, ...h });
    }
  }
  return { effective_from: effectiveFrom, cycle_weeks: cycleWeeks as 1 | 2, hours: [...elsewhere, ...here] };
}

/** A cell's hours as they would be saved ("8-20" is "08:00–20:00"); text that does not parse as typed. */
function normalCell(text: string): string {
  const parsed = parseHoursText(text);
  return parsed.ok ? formatHoursText(parsed.hours) : text.trim();
}

/** Whether a row's hours differ from another's (only changed employees are saved). */
export function rowChanged(row: WeekRow, initial: WeekRow | undefined): boolean {
  if (!initial || row.cycle_weeks !== initial.cycle_weeks) return true;
  const used = row.cycle_weeks === '2' ? 14 : 7;
  return row.cells.slice(0, used).some((cell, i) => normalCell(cell) !== normalCell(initial.cells[i] ?? ''));
}

/**
 * The rows shown again for another date, branch data or a save (`after`), keeping a row the
 * owner edited and has not saved: one that differs both from what it was loaded with
 * (`before`) and from what is now loaded. Rows are matched by employee.
 */
export function rowsKeepingEdits(current: readonly WeekRow[], before: readonly WeekRow[], after: readonly WeekRow[]) {
  return after.map((row) => {
    const edited = current.find((r) => r.id === row.id);
    const loaded = before.find((r) => r.id === row.id);
    return edited && rowChanged(edited, loaded) && rowChanged(edited, row) ? edited : row;
  });
}

/** The cells of a weekday in a row: week 1's, then week 2's in a two-week rota. */
export function cellsOfWeekday(row: WeekRow | undefined, weekday: number): number[] {
  const weeks = row?.cycle_weeks === '2' ? [0, 1] : [0];
  return weeks.map((week) => cellIndex(week, weekday));
}

/** The weekday of a cell. */
export const weekdayOfCell = (cell: number) => WEEKDAYS[cell % 7] ?? 1;
