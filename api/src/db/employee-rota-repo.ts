import type { DayInterval, RotaRequest } from '@booking/shared/contract/employee-settings';
import type { Db } from './db';

/**
 * Sets the week from `effective_from` on: versions that began on or after that date give way
 * (their hours go with them), the earlier ones end the day before.
 */
export async function replaceRota(db: Db, organizationId: string, employeeId: string, rota: RotaRequest) {
  await db.query('DELETE FROM employee_rotas WHERE employee_id = $1 AND effective_from >= $2::date', [
    employeeId,
    rota.effective_from,
  ]);
  await db.query(
    'INSERT INTO employee_rotas (organization_id, employee_id, effective_from, cycle_weeks) VALUES ($1, $2, $3, $4)',
    [organizationId, employeeId, rota.effective_from, rota.cycle_weeks],
  );
  for (const h of rota.hours) {
    await db.query(
      `INSERT INTO employee_working_hours
         (organization_id, employee_id, branch_id, effective_from, cycle_week, weekday, start_time, end_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [organizationId, employeeId, h.branch_id, rota.effective_from, h.cycle_week, h.weekday, h.start, h.end],
    );
  }
}

/** Sets one date's hours (none: a day off), replacing an earlier exception of that date. */
export async function replaceException(
  db: Db,
  organizationId: string,
  employeeId: string,
  day: string,
  hours: readonly DayInterval[],
) {
  await deleteException(db, employeeId, day);
  await db.query('INSERT INTO employee_exceptions (organization_id, employee_id, day) VALUES ($1, $2, $3)', [
    organizationId,
    employeeId,
    day,
  ]);
  for (const h of hours) {
    await db.query(
      `INSERT INTO employee_exception_hours (organization_id, employee_id, day, branch_id, start_time, end_time)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [organizationId, employeeId, day, h.branch_id, h.start, h.end],
    );
  }
}

/** Whether there was an exception of that date to remove. */
export async function deleteException(db: Db, employeeId: string, day: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM employee_exceptions WHERE employee_id = $1 AND day = $2 RETURNING day', [
    employeeId,
    day,
  ]);
  return rows.length > 0;
}
