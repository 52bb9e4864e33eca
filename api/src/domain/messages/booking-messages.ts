import type { MessageLocale } from '@booking/shared/contract/appointments';
import { calendarEvent } from './calendar-event';
import { type MessageTexts, messageTexts } from './message-texts';
import { reminderSms } from './reminder-sms';
import { reminderTime } from './reminder-time';

/** A booking as its messages describe it (an appointment or a reservation). */
export type BookingSummary = {
  id: string;
  organizationId: string;
  branchName: string;
  zone: string;
  start: number;
  end: number;
  name: string;
  email: string;
  /** E.164, for an SMS reminder. */
  phone: string;
  reminder: 'none' | 'email' | 'sms';
  /** The language the customer booked in. */
  locale: MessageLocale;
  currency: string;
  feesDueMinor: number;
  /** Given back of an online payment by this change (a cancellation), if anything. */
  refundMinor?: number;
  /** How often it was moved: the calendar entry's sequence. */
  sequence: number;
} & (
  | { bookingKind: 'appointment'; services: string[]; employee: string; priceMinor: number }
  | { bookingKind: 'reservation'; partySize: number }
);

export type BookingChange = 'booked' | 'rescheduled' | 'cancelled';
/** `refund`: a payment that arrived too late went back (`refund-message.ts`). */
export type MessageKind = 'confirmation' | 'update' | 'cancellation' | 'reminder' | 'refund';

/** An email or an SMS to write to the outbox; the outbox gives it its ids. */
export type MessageDraft = {
  organizationId: string;
  kind: MessageKind;
  bookingKind: BookingSummary['bookingKind'];
  bookingId: string;
  channel: 'email' | 'sms';
  /** An email address, or an E.164 phone number for an SMS. */
  recipient: string;
  /** Null for an SMS. */
  subject: string | null;
  text: string;
  ics: { content: string; method: 'REQUEST' | 'CANCEL' } | null;
  sendAfter: number;
};

/** Calendar entries of a booking keep this UID through every update. */
export const calendarUid = (booking: BookingSummary) => `${booking.id}@booking-api`;

/** "Cut und Colour bei Ana", "Table for 2", in the booking's language. */
export function describeBooking(booking: BookingSummary, texts: MessageTexts): string {
  return booking.bookingKind === 'appointment'
    ? texts.t('appointment.what', { services: texts.list(booking.services), employee: booking.employee })
    : texts.t('reservation.what', { party_size: booking.partySize });
}

/**
 * The messages a change of a booking causes, in the customer's language, and whether the
 * reminder waiting for it is dropped: booked -> confirmation (with the manage link and an
 * .ics) and a reminder if chosen (an email, or an SMS to the phone); rescheduled -> an
 * update (.ics with a higher sequence) and the reminder moved (dropped and written again
 * for the new time); cancelled -> a cancellation (.ics CANCEL) and the reminder dropped. `manageUrl` is known when the
 * customer acts through their link (booking, moving); staff cancel without it.
 */
export function bookingMessages(
  booking: BookingSummary,
  change: BookingChange,
  now: number,
  manageUrl: string | null,
): { drafts: MessageDraft[]; dropReminder: boolean } {
  const texts = messageTexts(booking.locale);
  const what = describeBooking(booking, texts);
  const when = texts.when(booking.start, booking.zone);
  const cancelled = change === 'cancelled';
  const summary = texts.t('calendar.summary', { what, branch: booking.branchName });
  const ics = {
    content: calendarEvent({
      uid: calendarUid(booking),
      sequence: booking.sequence + (cancelled ? 1 : 0),
      start: booking.start,
      end: booking.end,
      stamp: now,
      summary,
      location: booking.branchName,
      description: manageUrl ? texts.t('calendar.description', { link: manageUrl }) : summary,
      organizer: { name: booking.branchName, email: 'no-reply@booking-api.invalid' },
      cancelled,
    }),
    method: cancelled ? ('CANCEL' as const) : ('REQUEST' as const),
  };
  const money = (minor: number) => texts.money(minor, booking.currency);
  const details = [
    what,
    when,
    booking.branchName,
    ...(booking.bookingKind === 'appointment' ? [texts.t('price', { amount: money(booking.priceMinor) })] : []),
    ...(booking.feesDueMinor > 0 ? [texts.t('fees_due', { amount: money(booking.feesDueMinor) })] : []),
    ...(booking.refundMinor ? [texts.t('refund', { amount: money(booking.refundMinor) })] : []),
  ];
  const manage = manageUrl && !cancelled ? ['', texts.t('manage', { link: manageUrl })] : [];
  const email = (kind: Exclude<MessageKind, 'refund'>, sendAfter = now): MessageDraft => ({
    organizationId: booking.organizationId,
    kind,
    bookingKind: booking.bookingKind,
    bookingId: booking.id,
    channel: 'email',
    recipient: booking.email,
    subject: texts.t(`${kind}.subject`, { what, when }),
    text: [
      texts.t('greeting', { name: booking.name }),
      '',
      texts.t(`${kind}.intro`),
      ...details,
      ...manage,
      '',
      booking.branchName,
    ].join('\n'),
    ics: kind === 'reminder' ? null : ics,
    sendAfter,
  });
  const drafts = [email(change === 'booked' ? 'confirmation' : change === 'rescheduled' ? 'update' : 'cancellation')];
  const remindAt = booking.reminder !== 'none' && !cancelled ? reminderTime(booking.start, booking.zone, now) : null;
  if (remindAt !== null && booking.reminder === 'email') drafts.push(email('reminder', remindAt));
  if (remindAt !== null && booking.reminder === 'sms') {
    drafts.push({
      organizationId: booking.organizationId,
      kind: 'reminder',
      bookingKind: booking.bookingKind,
      bookingId: booking.id,
      channel: 'sms',
      recipient: booking.phone,
      subject: null,
      text: reminderSms(texts, {
        what,
        start: booking.start,
        zone: booking.zone,
        branch: booking.branchName,
        link: manageUrl,
      }),
      ics: null,
      sendAfter: remindAt,
    });
  }
  return { drafts, dropReminder: change !== 'booked' };
}
