import type { RescheduleRequest } from '@booking/shared/contract/appointment-requests';
import { instantOf } from '@booking/shared/time/instant-of';
import { hashSessionToken } from '../auth/session-token';
import { type AppointmentRecord, findAppointment, moveAppointment } from '../db/appointment-repo';
import type { Db } from '../db/db';
import { deleteHold, findHold } from '../db/hold-repo';
import type { MerchantSettings } from '../db/merchant-settings-repo';
import { applyTransition } from '../domain/appointments/apply-transition';
import { quoteChange } from '../domain/appointments/quote-change';
import { liveStatus } from '../domain/payments/live-status';
import type { DomainError, Result } from '../domain/result';
import { appointmentSummary, enqueueChange } from '../messages/booking-summary';
import { checkRequestedStart } from './check-requested-start';
import { claimSlot } from './claim-slot';

export type RescheduleInput = {
  merchant: MerchantSettings;
  manageTokenHash: string;
  request: RescheduleRequest;
  now: Date;
  /** The customer's manage link for a branch, for the update and the moved reminder. */
  manageLink: (branchSlug: string) => string;
};

/**
 * Moves an appointment to a new start in one transaction that holds its row: the new time
 * is claimed by the same UPDATE that gives up the old one, so a failure leaves the
 * appointment where it was. The fee of the change (policy as booked) is added.
 */
export function rescheduleAppointment(db: Db, input: RescheduleInput): Promise<Result<AppointmentRecord, DomainError>> {
  const { merchant, request, now } = input;
  return db.transaction(async (tx) => {
    const key = { organizationId: merchant.id, manageTokenHash: input.manageTokenHash };
    const appointment = await findAppointment(tx, key, true);
    if (!appointment) return { ok: false, error: { code: 'appointment_not_found' } };
    const next = applyTransition(
      { status: liveStatus(appointment, now.getTime()), start: appointment.start.getTime() },
      'reschedule',
      now.getTime(),
    );
    if (!next.ok) return next;
    const zone = appointment.branch.timezone;
    const cost = quoteChange(
      appointment.policy,
      { start: appointment.start.getTime(), zone },
      'reschedule',
      now.getTime(),
    );
    const move = { status: next.value.status, feesDueMinor: appointment.fees_due_minor + cost.totalMinor };
    const durationMs = appointment.end.getTime() - appointment.start.getTime();

    if (request.hold_token) {
      const holdTokenHash = hashSessionToken(request.hold_token);
      const hold = await findHold(tx, merchant.id, holdTokenHash);
      if (hold) {
        const matches =
          hold.branch_id === appointment.branch.id &&
          hold.start.getTime() === instantOf(request.start) &&
          hold.end.getTime() - hold.start.getTime() === durationMs &&
          (request.employee_id == null || request.employee_id === hold.employee.id);
        if (!matches)
          return { ok: false, error: { code: 'invalid_input', fields: { hold_token: [{ code: 'hold_mismatch' }] } } };
        // The hold had the range to itself; inside this transaction it passes to the appointment.
        // Unless staff have since put an absence over it: the database refuses that (23P01,
        // decision 0034), the hold is given up and the appointment stays where it was.
        await deleteHold(tx, merchant.id, holdTokenHash);
        const range = { employeeId: hold.employee.id, start: hold.start, end: hold.end };
        const claimed = await claimSlot(tx, [hold.employee.id], { ...range, now }, async () => {
          await tx.savepoint((sp) => moveAppointment(sp, appointment.id, { ...move, ...range }, now));
          return true;
        });
        if (!claimed.ok) return claimed;
        return rereadAndTell(tx, key, input);
      }
    }

    const checked = await checkRequestedStart(tx, {
      merchant,
      branch: appointment.branch,
      request: {
        start: request.start,
        services: appointment.services.map((s) => s.id),
        employee_id: chosenEmployee(request, appointment, merchant),
      },
      now,
      ignoreId: appointment.id,
      durationMs,
    });
    if (!checked.ok) return checked;
    const { range, ranked } = checked.value;
    // An UPDATE has no ON CONFLICT: a lost race is 23P01, rolled back to the savepoint.
    const write = async (employeeId: string) => {
      await tx.savepoint((sp) => moveAppointment(sp, appointment.id, { ...move, ...range, employeeId }, now));
      return true;
    };
    const expiredHoldIn = (employeeId: string) => checked.value.expiredHoldIn(employeeId, range);
    const claimed = await claimSlot(tx, ranked, { ...range, now }, write, expiredHoldIn);
    if (!claimed.ok) return claimed;
    return rereadAndTell(tx, key, input);
  });
}

/** The moved appointment, with its update email and its reminder moved, in the same transaction. */
async function rereadAndTell(
  tx: Db,
  key: { organizationId: string; manageTokenHash: string },
  { merchant, now, manageLink }: RescheduleInput,
) {
  const moved = await reread(tx, key);
  const link = manageLink(moved.value.branch.slug);
  await enqueueChange(tx, appointmentSummary(moved.value, merchant.id), 'rescheduled', now, link);
  return moved;
}

/**
 * Omitted: stay with the same employee (or, where customers may not choose, whoever is
 * first available); null: whoever is first available; an id: that employee.
 */
function chosenEmployee(request: RescheduleRequest, appointment: AppointmentRecord, merchant: MerchantSettings) {
  if (request.employee_id !== undefined) return request.employee_id;
  return merchant.allowEmployeeSelection ? appointment.employee.id : null;
}

async function reread(db: Db, key: { organizationId: string; manageTokenHash: string }) {
  const appointment = await findAppointment(db, key);
  if (!appointment) throw new Error('The appointment vanished inside its own transaction');
  return { ok: true as const, value: appointment };
}
