import type { AppointmentRecord } from '../db/appointment-repo';
import type { Db } from '../db/db';
import { dropReminder, insertOutboxMessages, outboxRows } from '../db/outbox-repo';
import type { ReservationRecord } from '../db/reservation-repo';
import type { StaffReservationRecord } from '../db/staff-reservation-repo';
import { type BookingChange, bookingMessagePlan } from '../domain/messages/booking-message-plan';
import type { BookingSummary } from '../domain/messages/booking-summary-schema';
import { confirmationMessagePlan, type Settlement } from '../domain/messages/confirmation-message';
import { refundMessagePlan } from '../domain/messages/refund-message';
import { releaseMessagePlan } from '../domain/messages/release-message';
import type { LatePaymentReason } from '../domain/payments/refund-rules';

/** The customer's link to a booking on the booking site: /{organization}/{branch}/{token}. */
export const manageUrl = (siteUrl: string, organization: string, branch: string, token: string) =>
  `${siteUrl}/${encodeURIComponent(organization)}/${encodeURIComponent(branch)}/${encodeURIComponent(token)}`;

/** The branch's page on the booking site, where a new booking starts: /{organization}/{branch}. */
export const bookingPageUrl = (siteUrl: string, organization: string, branch: string) =>
  `${siteUrl}/${encodeURIComponent(organization)}/${encodeURIComponent(branch)}`;

export function appointmentSummary(a: AppointmentRecord, organizationId: string): BookingSummary {
  return {
    bookingKind: 'appointment',
    id: a.id,
    organizationId,
    branchName: a.branch.name,
    ...(a.branch.address ? { branchAddress: a.branch.address } : {}),
    zone: a.branch.timezone,
    start: a.start.getTime(),
    end: a.end.getTime(),
    services: a.services.map((s) => s.name),
    employee: a.employee.first_name,
    priceMinor: a.price_minor,
    currency: a.currency,
    feesDueMinor: a.fees_due_minor,
    name: a.contact.first_name,
    email: a.contact.email,
    phone: a.contact.phone,
    reminder: a.reminder,
    locale: a.locale,
    sequence: a.reschedule_count,
    ...(a.payment_due_at ? { payBy: a.payment_due_at.getTime() } : {}),
  };
}

export function reservationSummary(r: ReservationRecord, organizationId: string): BookingSummary {
  return {
    bookingKind: 'reservation',
    id: r.id,
    organizationId,
    branchName: r.branch.name,
    ...(r.branch.address ? { branchAddress: r.branch.address } : {}),
    zone: r.branch.timezone,
    start: r.start.getTime(),
    end: r.end.getTime(),
    partySize: r.party_size,
    currency: r.currency,
    feesDueMinor: r.fees_due_minor,
    name: r.name,
    email: r.email,
    phone: r.phone,
    reminder: r.reminder,
    locale: r.locale,
    sequence: r.reschedule_count,
  };
}

/** A reservation staff handle, as its messages describe it ('' for contact staff took none of). */
export function staffReservationSummary(r: StaffReservationRecord): BookingSummary {
  return {
    bookingKind: 'reservation',
    id: r.id,
    organizationId: r.organizationId,
    branchName: r.branch.name,
    ...(r.branch.address ? { branchAddress: r.branch.address } : {}),
    zone: r.branch.timezone,
    start: r.start.getTime(),
    end: r.end.getTime(),
    partySize: r.party_size,
    currency: r.currency,
    feesDueMinor: r.fees_due_minor,
    name: r.name ?? '',
    email: r.email ?? '',
    phone: r.phone ?? '',
    reminder: r.reminder,
    locale: r.locale,
    sequence: r.reschedule_count,
  };
}

/**
 * The outbox rows of a new booking, written by the statement that books it. Only which
 * messages go to whom and when is worked out here; the sender composes what they say.
 */
export function confirmationRows(summary: BookingSummary, now: Date, link: string) {
  const stamp = now.getTime();
  const { messages } = bookingMessagePlan(summary, 'booked', stamp);
  return outboxRows(messages, { type: 'booking', summary, change: 'booked', stamp, link }, now);
}

/**
 * The release email of an appointment booked for online payment, written with its
 * confirmation and due when the payment window ends (`payBy`); none without a window.
 */
export function releaseRows(summary: BookingSummary, payBy: Date | null, now: Date, bookAgainUrl: string) {
  if (!payBy) return [];
  const content = { type: 'release', summary, payBy: payBy.getTime(), bookAgainUrl, stamp: now.getTime() } as const;
  return outboxRows([releaseMessagePlan(summary, payBy.getTime())], content, now);
}

/**
 * Inside the transaction of a move or a cancellation: its email, and the reminder moved or
 * dropped. `link` is the manage link when the customer acted through it (staff do not have it).
 */
export async function enqueueChange(
  tx: Db,
  summary: BookingSummary,
  change: BookingChange,
  now: Date,
  link: string | null = null,
  cancellation?: { by: 'guest' | 'business'; message: string | null },
) {
  const stamp = now.getTime();
  const { messages, dropReminder: drop } = bookingMessagePlan(summary, change, stamp);
  if (drop) await dropReminder(tx, summary.bookingKind, summary.id, now);
  const content = { type: 'booking', summary, change, stamp, link, ...(cancellation ? { cancellation } : {}) } as const;
  await insertOutboxMessages(tx, outboxRows(messages, content, now));
}

/**
 * Inside the transaction that confirms a booking reserved until paid online (paid, or
 * switched to paying at the salon): its confirmation, so the booking is never confirmed
 * without telling the customer. `link` is the manage link when the customer acted through it.
 */
export async function enqueueConfirmation(
  tx: Db,
  summary: BookingSummary,
  settlement: Settlement,
  now: Date,
  link: string | null,
) {
  const stamp = now.getTime();
  const content = { type: 'confirmation', summary, settlement, link, stamp } as const;
  await insertOutboxMessages(tx, outboxRows([confirmationMessagePlan(summary, stamp)], content, now));
}

/**
 * Inside the transaction that records the refund of a payment that arrived too late: the
 * email telling the customer, so the refund is never recorded without it, nor it without
 * the refund. The appointment itself is not changed (it is not revived).
 */
export async function enqueueLatePaymentRefund(
  tx: Db,
  summary: BookingSummary,
  reason: Exclude<LatePaymentReason, 'gone'>,
  refundMinor: number,
  now: Date,
  bookAgainUrl: string,
) {
  const stamp = now.getTime();
  const content = { type: 'refund', summary, reason, refundMinor, bookAgainUrl, stamp } as const;
  await insertOutboxMessages(tx, outboxRows([refundMessagePlan(summary, stamp)], content, now));
}
