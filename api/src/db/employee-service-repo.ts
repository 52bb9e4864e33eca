import type { Db } from './db';

/*
 * Who performs which service, the one relation edited from both sides: from a service (the
 * services settings: its employees) and from an employee (the team settings: their
 * services). Both write through here, so the rules of the relation live in one place.
 */

/** Replaces the employees who perform a service. Ids must be the organization's (checked by the caller). */
export async function setEmployeesOfService(
  db: Db,
  organizationId: string,
  serviceId: string,
  employeeIds: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM employee_services WHERE organization_id = $1 AND service_id = $2', [
    organizationId,
    serviceId,
  ]);
  for (const employeeId of new Set(employeeIds)) {
    await db.query('INSERT INTO employee_services (organization_id, employee_id, service_id) VALUES ($1, $2, $3)', [
      organizationId,
      employeeId,
      serviceId,
    ]);
  }
}

/** Replaces the services an employee performs. Ids must be the organization's (checked by the caller). */
export async function setServicesOfEmployee(
  db: Db,
  organizationId: string,
  employeeId: string,
  serviceIds: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM employee_services WHERE organization_id = $1 AND employee_id = $2', [
    organizationId,
    employeeId,
  ]);
  for (const serviceId of new Set(serviceIds)) {
    await db.query('INSERT INTO employee_services (organization_id, employee_id, service_id) VALUES ($1, $2, $3)', [
      organizationId,
      employeeId,
      serviceId,
    ]);
  }
}

/** Of `ids`, those that are not the organization's rows of `table` (employees, services, branches, categories). */
export async function unknownIds(
  db: Db,
  table: 'employees' | 'services' | 'branches' | 'service_categories',
  organizationId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE organization_id = $1 AND id = ANY(string_to_array($2, ',')::uuid[])`,
    [organizationId, [...new Set(ids)].join(',')],
  );
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
