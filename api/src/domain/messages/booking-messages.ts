import { calendarEvent } from './calendar-event';
import { reminderTime } from './reminder-time';

/** A booking as its messages describe it (an appointment or a reservation). */
export type BookingSummary = {
  bookingKind: 'appointment' | 'reservation';
  id: string;
  organizationId: string;
  branchName: string;
  zone: string;
  start: number;
  end: number;
  /** "Men's cut with Anna", "Table for 2". */
  what: string;
  name: string;
  email: string;
  remindByEmail: boolean;
  /** How often it was moved: the calendar entry's sequence. */
  sequence: number;
};

export type BookingChange = 'booked' | 'rescheduled' | 'cancelled';
export type MessageKind = 'confirmation' | 'update' | 'cancellation' | 'reminder';

/** An email to write to the outbox; the outbox gives it its ids. */
export type MessageDraft = {
  organizationId: string;
  kind: MessageKind;
  bookingKind: BookingSummary['bookingKind'];
  bookingId: string;
  recipient: string;
  subject: string;
  text: string;
  ics: { content: string; method: 'REQUEST' | 'CANCEL' } | null;
  sendAfter: number;
};

/** Calendar entries of a booking keep this UID through every update. */
export const calendarUid = (booking: BookingSummary) => `${booking.id}@booking-api`;

/**
 * The emails a change of a booking causes, and whether the reminder waiting for it is
 * dropped: booked -> confirmation (with the manage link and an .ics) and a reminder if
 * chosen; rescheduled -> an update (.ics with a higher sequence) and the reminder moved
 * (dropped and written again for the new time); cancelled -> a cancellation (.ics CANCEL)
 * and the reminder dropped. English for now (TODO issue 7: the customer's locale).
 */
export function bookingMessages(
  booking: BookingSummary,
  change: BookingChange,
  now: number,
  manageUrl: string | null,
): { drafts: MessageDraft[]; dropReminder: boolean } {
  const when = formatWhen(booking);
  const cancelled = change === 'cancelled';
  const sequence = booking.sequence + (cancelled ? 1 : 0);
  const ics = {
    content: calendarEvent({
      uid: calendarUid(booking),
      sequence,
      start: booking.start,
      end: booking.end,
      stamp: now,
      summary: `${booking.what} at ${booking.branchName}`,
      location: booking.branchName,
      description: manageUrl ? `Manage your booking: ${manageUrl}` : `${booking.what} at ${booking.branchName}`,
      organizer: { name: booking.branchName, email: 'no-reply@booking-api.invalid' },
      cancelled,
    }),
    method: cancelled ? ('CANCEL' as const) : ('REQUEST' as const),
  };
  const draft = (kind: MessageKind, subject: string, lines: string[], sendAfter = now): MessageDraft => ({
    organizationId: booking.organizationId,
    kind,
    bookingKind: booking.bookingKind,
    bookingId: booking.id,
    recipient: booking.email,
    subject,
    text: [`Hello ${booking.name},`, '', ...lines, '', booking.branchName].join('\n'),
    ics: kind === 'reminder' ? null : ics,
    sendAfter,
  });
  const details = [`${booking.what}`, `${when}`, `${booking.branchName}`];
  const drafts: MessageDraft[] = [];
  if (change === 'booked') {
    drafts.push(
      draft('confirmation', `Confirmed: ${booking.what}, ${when}`, [
        'your booking is confirmed:',
        ...details,
        ...(manageUrl ? ['', `To view, reschedule or cancel it: ${manageUrl}`] : []),
      ]),
    );
  } else if (change === 'rescheduled') {
    drafts.push(draft('update', `Moved: ${booking.what}, now ${when}`, ['your booking has moved to:', ...details]));
  } else {
    drafts.push(
      draft('cancellation', `Cancelled: ${booking.what}, ${when}`, ['your booking is cancelled:', ...details]),
    );
  }
  const remindAt = booking.remindByEmail && !cancelled ? reminderTime(booking.start, booking.zone, now) : null;
  if (remindAt !== null) {
    drafts.push(
      draft('reminder', `Reminder: ${booking.what}, ${when}`, ['a reminder of your booking:', ...details], remindAt),
    );
  }
  return { drafts, dropReminder: change !== 'booked' };
}

// Building a formatter costs far more than using one (ICU loads the zone and the locale's
// patterns): one per zone, kept for the process, as zone-offset.ts does.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatWhen(booking: BookingSummary): string {
  let format = formatters.get(booking.zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: booking.zone, dateStyle: 'full', timeStyle: 'short' });
    formatters.set(booking.zone, format);
  }
  return `${format.format(booking.start)} (${booking.zone})`;
}
