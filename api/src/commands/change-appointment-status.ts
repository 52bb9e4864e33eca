import {
  type AppointmentKey,
  type AppointmentRecord,
  findAppointment,
  setAppointmentStatus,
} from '../db/appointment-repo';
import type { Db } from '../db/db';
import { applyTransition, type Transition } from '../domain/appointments/apply-transition';
import { quoteChange } from '../domain/appointments/quote-change';
import { liveStatus } from '../domain/payments/live-status';
import type { DomainError, Result } from '../domain/result';
import { appointmentSummary, enqueueChange } from '../messages/booking-summary';

export type StatusTransition = Exclude<Transition, 'reschedule'>;

/**
 * Cancels (by customer or staff), records a no-show, or records a payment, deciding on the
 * row locked for the transaction so two changes cannot both pass the check. Only a late
 * cancellation by the customer carries a fee. A cancellation writes its email to the outbox
 * and drops the reminder, in the same transaction.
 */
export function changeAppointmentStatus(
  db: Db,
  key: AppointmentKey,
  transition: StatusTransition,
  now: Date,
): Promise<Result<AppointmentRecord, DomainError>> {
  return db.transaction(async (tx) => {
    const appointment = await findAppointment(tx, key, true);
    if (!appointment) return { ok: false, error: { code: 'appointment_not_found' } };
    const start = appointment.start.getTime();
    const next = applyTransition({ status: liveStatus(appointment, now.getTime()), start }, transition, now.getTime());
    if (!next.ok) return next;
    const fee =
      transition === 'cancel_by_customer'
        ? quoteChange(appointment.policy, { start, zone: appointment.branch.timezone }, 'cancel', now.getTime())
            .totalMinor
        : 0;
    await setAppointmentStatus(
      tx,
      appointment.id,
      { ...next.value, feesDueMinor: appointment.fees_due_minor + fee },
      now,
    );
    const changed = await findAppointment(tx, key);
    if (!changed) throw new Error('The appointment vanished inside its own transaction');
    if (transition === 'cancel_by_customer' || transition === 'cancel_by_staff') {
      await enqueueChange(tx, appointmentSummary(changed, key.organizationId), 'cancelled', now);
    }
    return { ok: true, value: changed };
  });
}
