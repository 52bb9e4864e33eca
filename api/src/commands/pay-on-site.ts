import { type AppointmentKey, type AppointmentRecord, findAppointment, setPaymentOnSite } from '../db/appointment-repo';
import type { Db } from '../db/db';
import { liveStatus } from '../domain/payments/live-status';
import { checkPayOnSite } from '../domain/payments/payment-rules';
import type { DomainError, Result } from '../domain/result';
import { appointmentSummary, enqueueConfirmation, manageUrl } from '../messages/booking-summary';

/**
 * Switches an appointment booked for online payment to paying at the salon, decided on its
 * row locked (a webhook marking it paid waits, then finds it on site and still takes the
 * money: see `checkPaymentTaken`). The slot stops being a hold with a deadline, so the
 * release at the end of the payment window does not happen, nor its email (the sender
 * drops it), and the booking is confirmed: its confirmation is written with the switch.
 * Answers the appointment as it is now.
 */
export function payOnSite(
  db: Db,
  key: AppointmentKey,
  now: Date,
  /** The booking site and the manage token the customer acted through, for the confirmation's link. */
  link: { siteUrl: string; token: string },
): Promise<Result<AppointmentRecord, DomainError>> {
  return db.transaction(async (tx) => {
    const appointment = await findAppointment(tx, key, true);
    if (!appointment) return { ok: false, error: { code: 'appointment_not_found' } };
    const status = liveStatus(appointment, now.getTime());
    const decision = checkPayOnSite({ ...appointment, status, start: appointment.start.getTime() }, now.getTime());
    if (!decision.ok) return decision;
    if (decision.value === 'already') return { ok: true, value: appointment };
    await setPaymentOnSite(tx, appointment.id, now);
    // No longer waiting for a payment: the booking is confirmed now (docs/decisions/0088).
    const { payBy, ...summary } = appointmentSummary(appointment, key.organizationId);
    const manage = manageUrl(link.siteUrl, appointment.organization, appointment.branch.slug, link.token);
    await enqueueConfirmation(tx, summary, { method: 'on_site' }, now, manage);
    return { ok: true, value: { ...appointment, payment: 'on_site', payment_due_at: null } };
  });
}
