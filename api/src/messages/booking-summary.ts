import type { AppointmentRecord } from '../db/appointment-repo';
import type { Db } from '../db/db';
import { dropReminder, insertOutboxMessages, outboxRows } from '../db/outbox-repo';
import type { ReservationRecord } from '../db/reservation-repo';
import { type BookingChange, type BookingSummary, bookingMessages } from '../domain/messages/booking-messages';

/** The customer's link to a booking on the booking site: /{organization}/{branch}/{token}. */
export const manageUrl = (siteUrl: string, organization: string, branch: string, token: string) =>
  `${siteUrl}/${encodeURIComponent(organization)}/${encodeURIComponent(branch)}/${encodeURIComponent(token)}`;

export function appointmentSummary(a: AppointmentRecord, organizationId: string): BookingSummary {
  const services = a.services.map((s) => s.name).join(', ');
  return {
    bookingKind: 'appointment',
    id: a.id,
    organizationId,
    branchName: a.branch.name,
    zone: a.branch.timezone,
    start: a.start.getTime(),
    end: a.end.getTime(),
    what: `${services} with ${a.employee.first_name}`,
    name: a.contact.first_name,
    email: a.contact.email,
    remindByEmail: a.reminder === 'email',
    sequence: a.reschedule_count,
  };
}

export function reservationSummary(r: ReservationRecord, organizationId: string): BookingSummary {
  return {
    bookingKind: 'reservation',
    id: r.id,
    organizationId,
    branchName: r.branch.name,
    zone: r.branch.timezone,
    start: r.start.getTime(),
    end: r.end.getTime(),
    what: `Table for ${r.party_size}`,
    name: r.name,
    email: r.email,
    remindByEmail: r.reminder === 'email',
    sequence: r.reschedule_count,
  };
}

/** The outbox rows of a new booking, written by the statement that books it. */
export function confirmationRows(summary: BookingSummary, now: Date, link: string) {
  return outboxRows(bookingMessages(summary, 'booked', now.getTime(), link).drafts, now);
}

/** Inside the transaction of a move or a cancellation: its email, and the reminder moved or dropped. */
export async function enqueueChange(tx: Db, summary: BookingSummary, change: BookingChange, now: Date) {
  const { drafts, dropReminder: drop } = bookingMessages(summary, change, now.getTime(), null);
  if (drop) await dropReminder(tx, summary.bookingKind, summary.id);
  await insertOutboxMessages(tx, outboxRows(drafts, now));
}
