import {
  type BookingChange,
  type BookingMessageKind,
  bookingMessagePlan,
  type PlannedMessage,
} from './booking-message-plan';
import type { BookingSummary } from './booking-summary-schema';
import { calendarEvent } from './calendar-event';
import { type MessageTexts, messageTexts } from './message-texts';
import { reminderSms } from './reminder-sms';

/** What a message says: an email's subject, text and calendar attachment, or an SMS's text. */
export type MessageBody = {
  /** Null for an SMS. */
  subject: string | null;
  text: string;
  /** `method` only on rows composed before calendar entries became plain events (RFC 5546). */
  ics: { content: string; method: 'REQUEST' | 'CANCEL' | null } | null;
};

/** A message with what it says, as the customer gets it. */
export type MessageDraft = PlannedMessage & MessageBody;

/** Calendar entries of a booking keep this UID through every update. */
export const calendarUid = (booking: BookingSummary) => `${booking.id}@booking-api`;

/** "Cut und Colour bei Ana", "Table for 2", in the booking's language. */
export function describeBooking(booking: BookingSummary, texts: MessageTexts): string {
  return booking.bookingKind === 'appointment'
    ? texts.t('appointment.what', { services: texts.list(booking.services), employee: booking.employee })
    : texts.t('reservation.what', { party_size: booking.partySize });
}

/**
 * What the messages of a change of a booking say, in the customer's language: emails with
 * the booking's details and an .ics (a higher sequence when moved, CANCELLED when cancelled;
 * none for a reminder, nor for a booking still to be paid online, whose email names the
 * deadline), and the manage link unless cancelled; an SMS reminder in short.
 * `manageUrl` is known when the customer acts through their link (booking, moving); staff
 * cancel without it. `now` is when the change happened (the .ics DTSTAMP).
 */
export function bookingMessageBody(
  booking: BookingSummary,
  change: BookingChange,
  now: number,
  manageUrl: string | null,
  message: { kind: BookingMessageKind; channel: 'email' | 'sms' },
  /** Who cancelled, when staff did, and their message to the guest. */
  cancellation?: { by: 'guest' | 'business'; message: string | null },
): MessageBody {
  const texts = messageTexts(booking.locale);
  const what = describeBooking(booking, texts);
  if (message.channel === 'sms') {
    const text = reminderSms(texts, {
      what,
      start: booking.start,
      zone: booking.zone,
      branch: booking.branchName,
      link: manageUrl,
    });
    return { subject: null, text, ics: null };
  }
  const when = texts.when(booking.start, booking.zone);
  const cancelled = change === 'cancelled';
  const money = (minor: number) => texts.money(minor, booking.currency);
  const details = [
    what,
    when,
    booking.branchName,
    ...(booking.bookingKind === 'appointment' ? [texts.t('price', { amount: money(booking.priceMinor) })] : []),
    ...(booking.feesDueMinor > 0 ? [texts.t('fees_due', { amount: money(booking.feesDueMinor) })] : []),
    ...(booking.refundMinor ? [texts.t('refund', { amount: money(booking.refundMinor) })] : []),
  ];
  // Reserved until paid: it names the deadline and is not a confirmation, so no calendar entry
  // yet (the confirmation brings it once paid: confirmation-message.ts).
  const deadline =
    message.kind === 'payment_due' && booking.payBy !== undefined ? texts.when(booking.payBy, booking.zone) : null;
  const due = deadline !== null;
  const manageKey = due ? 'payment_due.manage' : 'manage';
  const manage = manageUrl && !cancelled ? ['', texts.t(manageKey, { link: manageUrl })] : [];
  const intro =
    cancellation?.by === 'business' ? ('cancellation.by_business' as const) : (`${message.kind}.intro` as const);
  const note = cancellation?.message
    ? ['', texts.t('staff_message', { branch: booking.branchName }), cancellation.message]
    : [];
  return {
    subject: texts.t(`${message.kind}.subject`, { what, when, deadline: deadline ?? '' }),
    text: [
      texts.t('greeting', { name: booking.name }),
      '',
      texts.t(intro, { deadline: deadline ?? '' }),
      ...details,
      ...(due ? ['', texts.t('payment_due.then', { deadline })] : []),
      ...note,
      ...manage,
      '',
      booking.branchName,
    ].join('\n'),
    ics:
      message.kind === 'reminder' || due ? null : calendarAttachment(booking, texts, what, now, manageUrl, cancelled),
  };
}

/**
 * The booking's calendar entry as its emails attach it (same UID, sequence and texts), for
 * the "Add to calendar" download: a cancelled booking gives its CANCELLED entry.
 * `now` becomes the DTSTAMP: when this copy was made.
 */
export function bookingCalendarFile(
  booking: BookingSummary,
  cancelled: boolean,
  now: number,
  manageUrl: string | null,
) {
  const texts = messageTexts(booking.locale);
  return calendarAttachment(booking, texts, describeBooking(booking, texts), now, manageUrl, cancelled).content;
}

function calendarAttachment(
  booking: BookingSummary,
  texts: MessageTexts,
  what: string,
  now: number,
  manageUrl: string | null,
  cancelled: boolean,
): NonNullable<MessageBody['ics']> {
  const summary = texts.t('calendar.summary', { what, branch: booking.branchName });
  return {
    content: calendarEvent({
      uid: calendarUid(booking),
      sequence: booking.sequence + (cancelled ? 1 : 0),
      start: booking.start,
      end: booking.end,
      stamp: now,
      summary,
      location: booking.branchAddress ? `${booking.branchName}, ${booking.branchAddress}` : booking.branchName,
      description: manageUrl ? texts.t('calendar.description', { link: manageUrl }) : summary,
      cancelled,
    }),
    method: null,
  };
}

/**
 * The messages a change of a booking causes (`bookingMessagePlan`) with what they say
 * (`bookingMessageBody`), and whether the reminder waiting for it is dropped.
 */
export function bookingMessages(
  booking: BookingSummary,
  change: BookingChange,
  now: number,
  manageUrl: string | null,
): { drafts: MessageDraft[]; dropReminder: boolean } {
  const { messages, dropReminder } = bookingMessagePlan(booking, change, now);
  const drafts = messages.map((message) => ({
    ...message,
    ...bookingMessageBody(booking, change, now, manageUrl, message),
  }));
  return { drafts, dropReminder };
}
