import type { Db } from './db';
import { insertRow } from './insert-row';

export type WorkingHours = {
  branchId: string;
  /** 0 = Sunday, as getDay() and EXTRACT(DOW). */
  weekday: number;
  /** Wall-clock `HH:MM` in the branch's time zone. */
  start: string;
  end: string;
};

/** The effective date of hours that have always been in force (migration 0031 gave the old ones this). */
const ALWAYS = '2000-01-03';

export type NewEmployee = {
  firstName: string;
  lastName: string;
  position?: number;
  serviceIds: readonly string[];
  workingHours: readonly WorkingHours[];
};

export async function insertEmployee(db: Db, organizationId: string, employee: NewEmployee): Promise<{ id: string }> {
  const { id } = await insertRow<{ id: string }>(db, 'employees', {
    organization_id: organizationId,
    first_name: employee.firstName,
    last_name: employee.lastName,
    position: employee.position,
  });
  for (const serviceId of employee.serviceIds) {
    await db.query('INSERT INTO employee_services (organization_id, employee_id, service_id) VALUES ($1, $2, $3)', [
      organizationId,
      id,
      serviceId,
    ]);
  }
  if (employee.workingHours.length > 0) {
    await db.query('INSERT INTO employee_rotas (organization_id, employee_id, effective_from) VALUES ($1, $2, $3)', [
      organizationId,
      id,
      ALWAYS,
    ]);
  }
  for (const hours of employee.workingHours) {
    await insertRow(db, 'employee_working_hours', {
      effective_from: ALWAYS,
      organization_id: organizationId,
      employee_id: id,
      branch_id: hours.branchId,
      weekday: hours.weekday,
      start_time: hours.start,
      end_time: hours.end,
    });
  }
  return { id };
}
