import type { StaffCreateAppointmentRequest } from '@booking/shared/contract/staff-appointments';
import { instantOf } from '@booking/shared/time/instant-of';
import { MINUTE_MS } from '@booking/shared/time/local-date';
import { customerExists } from '../db/customer-repo';
import type { Db } from '../db/db';
import type { MerchantSettings } from '../db/merchant-settings-repo';
import { insertList, runSql, sql } from '../db/sql';
import { findStaffAppointment, type StaffAppointmentRecord } from '../db/staff-calendar-repo';
import type { DomainError, Result } from '../domain/result';
import { staffStartProblem } from '../domain/staff/staff-start-window';
import { placeForStaff } from './staff-place-appointment';

type ServiceRow = { id: string; name: string; duration_minutes: number; price_minor: number };

/**
 * Staff book at the reception: any start inside the employee's working hours that nothing
 * occupies, for a walk-in (a name, or nobody). Nobody is emailed: there is no address.
 * The merchant's policy is kept with it, as with every appointment.
 */
export async function staffBookAppointment(
  db: Db,
  input: StaffBooking,
): Promise<Result<StaffAppointmentRecord, DomainError>> {
  const outside = staffStartProblem(new Date(instantOf(input.request.start)), input.now, input.branch.timezone);
  if (outside) return { ok: false, error: outside };
  return db.transaction((tx) => bookForStaff(tx, input));
}

export type StaffBooking = {
  merchant: MerchantSettings;
  branch: { id: string; slug: string; name: string; timezone: string };
  request: StaffCreateAppointmentRequest;
  now: Date;
};

/** The booking inside a transaction the caller holds (the demo seed books several in one). */
export async function bookForStaff(tx: Db, input: StaffBooking): Promise<Result<StaffAppointmentRecord, DomainError>> {
  const { merchant, branch, request, now } = input;
  // A customer chosen at the reception: of this organization and not deleted, else unknown.
  const customerId = request.customer_id ?? null;
  if (customerId && !(await customerExists(tx, merchant.id, customerId))) {
    return { ok: false, error: { code: 'customer_not_found' } };
  }
  const offered = await tx.query<ServiceRow>(
    `SELECT s.id, s.name, s.duration_minutes, s.price_minor
       FROM services s JOIN branch_services bs ON bs.service_id = s.id AND bs.branch_id = $1
      WHERE s.organization_id = $2 AND s.id = ANY($3::uuid[])`,
    [branch.id, merchant.id, request.services],
  );
  const services: ServiceRow[] = [];
  for (const id of request.services) {
    const service = offered.find((s) => s.id === id);
    if (!service) return { ok: false, error: { code: 'service_not_found', params: { id } } };
    services.push(service);
  }
  const start = new Date(instantOf(request.start));
  const minutes = services.reduce((sum, s) => sum + s.duration_minutes, 0);
  const range = { start, end: new Date(start.getTime() + minutes * MINUTE_MS) };
  let id = '';
  const placed = await placeForStaff(
    tx,
    { organizationId: merchant.id, branch, employeeId: request.employee_id, range, now },
    async (sp, employee) => {
      const [row] = await runSql<{ id: string }>(
        sp,
        sql`INSERT INTO appointments ${insertList({
          organization_id: merchant.id,
          branch_id: branch.id,
          employee_id: employee.id,
          during: sql`tstzrange(${range.start}, ${range.end}, '[)')`,
          status: 'booked',
          services: sql`${JSON.stringify(services)}::text::jsonb`,
          price_minor: services.reduce((sum, s) => sum + s.price_minor, 0),
          currency: merchant.currency,
          reminder: 'none',
          payment: 'on_site',
          policy: sql`${JSON.stringify(merchant.policy)}::text::jsonb`,
          source: 'staff',
          walk_in_name: request.walk_in_name ?? null,
          staff_notes: request.notes || null,
          created_at: now,
          updated_at: now,
          customer_id: sql`${customerId}::uuid`,
          customer_match: customerId === null ? null : 'matched',
        })}
         RETURNING id`,
      );
      id = row?.id ?? '';
    },
  );
  if (!placed.ok) return placed;
  const created = await findStaffAppointment(tx, merchant.id, id);
  if (!created) throw new Error('The new appointment vanished inside its own transaction');
  return { ok: true, value: created };
}
