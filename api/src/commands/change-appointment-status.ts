import {
  type AppointmentKey,
  type AppointmentRecord,
  findAppointment,
  setAppointmentStatus,
} from '../db/appointment-repo';
import type { Db } from '../db/db';
import { applyTransition, type Transition } from '../domain/appointments/apply-transition';
import { quoteChange } from '../domain/appointments/quote-change';
import type { DomainError, Result } from '../domain/result';

export type StatusTransition = Exclude<Transition, 'reschedule'>;

/**
 * Cancels (by customer or staff), records a no-show, or records a payment, deciding on the
 * row locked for the transaction so two changes cannot both pass the check. Only a late
 * cancellation by the customer carries a fee.
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
    const next = applyTransition({ status: appointment.status, start }, transition, now.getTime());
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
    return { ok: true, value: changed };
  });
}
