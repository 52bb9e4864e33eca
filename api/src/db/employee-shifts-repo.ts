import { dayNumber } from '@booking/shared/time/local-date';
import type { Shift } from '../domain/availability/shifts-on';
import type { Db } from './db';

/** A row of the `employee_shifts` view (migration 0031): a rota's interval or an exception's. */
export type EmployeeShiftRow = {
  employee_id: string;
  branch_id: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
  from_day: string | null;
  until_day: string | null;
  cycle_weeks: number;
  cycle_week: number;
  on_day: string | null;
  except_days: string[];
};

/** The view's row as the domain reads it: local dates become day numbers. */
export function toShift(row: EmployeeShiftRow): Shift {
  const base = { weekday: row.weekday, startMinute: row.start_minute, endMinute: row.end_minute };
  if (row.on_day) return { ...base, span: { onDay: dayNumber(row.on_day) } };
  return {
    ...base,
    span: {
      fromDay: dayNumber(row.from_day ?? '2000-01-03'),
      untilDay: row.until_day ? dayNumber(row.until_day) : null,
      cycleWeeks: row.cycle_weeks,
      cycleWeek: row.cycle_week,
      exceptDays: row.except_days.map(dayNumber),
    },
  };
}

/** SQL that yields the view's columns as JSON, for repositories that read a schedule in one statement. */
export const SHIFT_JSON = `json_build_object('weekday', s.weekday, 'start_minute', s.start_minute,
  'end_minute', s.end_minute, 'from_day', s.from_day, 'until_day', s.until_day, 'cycle_weeks', s.cycle_weeks,
  'cycle_week', s.cycle_week, 'on_day', s.on_day, 'except_days', s.except_days, 'employee_id', s.employee_id,
  'branch_id', s.branch_id)`;

/** Every shift (at any branch, in any version) of the given employees, by employee. */
export async function listEmployeeShifts(
  db: Db,
  employeeIds: readonly string[],
): Promise<Map<string, (Shift & { branchId: string })[]>> {
  const byEmployee = new Map<string, (Shift & { branchId: string })[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return byEmployee;
  const rows = await db.query<EmployeeShiftRow>(`SELECT * FROM employee_shifts WHERE employee_id = ANY($1::uuid[])`, [
    employeeIds,
  ]);
  for (const row of rows) byEmployee.get(row.employee_id)?.push({ ...toShift(row), branchId: row.branch_id });
  return byEmployee;
}
