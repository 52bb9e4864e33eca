import type { EmployeeRemoval, SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { dateOfDay } from '@booking/shared/time/local-date';
import { localDayOf } from '@booking/shared/time/zoned-instant';
import { listLiveAppointmentsOf } from '../db/appointments-in-absences-repo';
import { type Db, SQLSTATE, sqlState } from '../db/db';
import { findSettingsEmployee } from '../db/employee-settings-repo';
import { listEmployeeShifts } from '../db/employee-shifts-repo';
import type { StaffAppointmentRecord } from '../db/staff-calendar-repo';
import type { DomainError, Result } from '../domain/result';
import { appointmentsOutsideHours } from '../domain/rota/appointments-outside-hours';
import type { PaymentProvider } from '../payments/payment-provider';
import { appointmentsInTheWayError } from './appointments-in-the-way';
import { changeAppointmentStatus } from './change-appointment-status';

/** Rolls the change back with an answer for the owner. */
class Refused extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

export type HoursChangeDeps = { db: Db; provider: PaymentProvider };
type Principal = { organizationId: string };
const FAR = new Date(Date.UTC(9000, 0, 1));

/** The employee's booked appointments not yet ended, with what `appointmentsOutsideHours` reads. */
async function upcoming(tx: Db, employeeId: string, now: Date) {
  const found = await listLiveAppointmentsOf(tx, employeeId, now, FAR, now);
  return found.map((a) => ({
    record: a,
    id: a.id,
    branchId: a.branch.id,
    zone: a.branch.timezone,
    start: a.start.getTime(),
    end: a.end.getTime(),
  }));
}

async function shiftsOf(tx: Db, employeeId: string) {
  return (await listEmployeeShifts(tx, [employeeId])).get(employeeId) ?? [];
}

/**
 * Runs a change of an employee's hours (or their removal: `removes`) under the employee's
 * lock, and finds the booked appointments it takes away: inside the hours before, outside
 * after (an appointment already outside, kept by an earlier choice, is not asked about
 * again). With such appointments and no choice, the change is rolled back and refused with
 * the list; `keep` leaves them booked for the calendar to move; `cancel` cancels each after
 * the commit, as staff, with the owner's message to the customer.
 */
export async function changeHours(
  { db, provider }: HoursChangeDeps,
  owner: Principal,
  employeeId: string,
  choice: EmployeeRemoval,
  now: Date,
  change: (tx: Db, employee: SettingsEmployee) => Promise<Result<void, DomainError>>,
  removes = false,
): Promise<Result<SettingsEmployee | null, DomainError>> {
  const today = dateOfDay(localDayOf('UTC', now.getTime()) - 1);
  let takenAway: StaffAppointmentRecord[] = [];
  try {
    const saved = await db.transaction(async (tx): Promise<Result<SettingsEmployee | null, DomainError>> => {
      const employee = await findSettingsEmployee(tx, owner.organizationId, employeeId, today, true);
      if (!employee) return { ok: false, error: { code: 'employee_not_found' } };
      const booked = await upcoming(tx, employeeId, now);
      const before = await shiftsOf(tx, employeeId);
      const changed = await change(tx, employee);
      if (!changed.ok) throw new Refused(changed.error);
      const outsideBefore = new Set(appointmentsOutsideHours(booked, before).map((a) => a.id));
      const after = removes ? booked : appointmentsOutsideHours(booked, await shiftsOf(tx, employeeId));
      takenAway = after.filter((a) => removes || !outsideBefore.has(a.id)).map((a) => a.record);
      if (takenAway.length > 0 && !choice.appointments) {
        throw new Refused(appointmentsInTheWayError(takenAway, now) ?? { code: 'appointment_conflict' });
      }
      return {
        ok: true,
        value: removes ? null : await findSettingsEmployee(tx, owner.organizationId, employeeId, today),
      };
    });
    if (saved.ok && choice.appointments === 'cancel') {
      for (const appointment of takenAway) {
        const key = { organizationId: owner.organizationId, id: appointment.id };
        await changeAppointmentStatus(db, key, 'cancel_by_staff', now, provider, choice.message || null);
      }
    }
    return saved;
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.error };
    // The exclusion constraint: two intervals of one day overlap (checked before, raced here).
    if (sqlState(error) === SQLSTATE.exclusionViolation) {
      return { ok: false, error: { code: 'invalid_input', fields: { hours: [{ code: 'hours_overlap' }] } } };
    }
    throw error;
  }
}
