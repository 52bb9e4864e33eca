import type { BookingSummary } from './booking-summary-schema';
import { reminderTime } from './reminder-time';

export type BookingChange = 'booked' | 'rescheduled' | 'cancelled';
/**
 * `payment_due`: a booking to be paid online, reserved and not confirmed until paid (its
 * `confirmation` follows the payment: `confirmation-message.ts`); `refund`: a payment that
 * arrived too late went back (`refund-message.ts`); `release`: an appointment not paid online
 * in time was given up (`release-message.ts`).
 */
export type MessageKind =
  | 'confirmation'
  | 'payment_due'
  | 'update'
  | 'cancellation'
  | 'reminder'
  | 'refund'
  | 'release';
export type BookingMessageKind = Exclude<MessageKind, 'refund' | 'release'>;

/** A message to write to the outbox, without what it says; the outbox gives it its ids. */
export type PlannedMessage<Kind extends MessageKind = MessageKind> = {
  organizationId: string;
  kind: Kind;
  bookingKind: BookingSummary['bookingKind'];
  bookingId: string;
  channel: 'email' | 'sms';
  /** An email address, or an E.164 phone number for an SMS. */
  recipient: string;
  sendAfter: number;
};

/**
 * Which messages a change of a booking causes, to whom and when, and whether the reminder
 * waiting for it is dropped: booked -> a confirmation (for online payment: that payment is
 * due, the confirmation comes once paid) and a reminder if chosen (an email, or an SMS to the
 * phone); rescheduled -> an update and the reminder moved (dropped and
 * written again for the new time); cancelled -> a cancellation and the reminder dropped.
 * Kept apart from what they say (`bookingMessages`): a booking writes only this plan, and
 * the texts are composed when the outbox sends them.
 */
export function bookingMessagePlan(
  booking: BookingSummary,
  change: BookingChange,
  now: number,
): { messages: PlannedMessage<BookingMessageKind>[]; dropReminder: boolean } {
  const message = (
    kind: BookingMessageKind,
    channel: 'email' | 'sms',
    sendAfter: number,
  ): PlannedMessage<BookingMessageKind> => ({
    organizationId: booking.organizationId,
    kind,
    bookingKind: booking.bookingKind,
    bookingId: booking.id,
    channel,
    recipient: channel === 'email' ? booking.email : booking.phone,
    sendAfter,
  });
  const booked = booking.payBy === undefined ? 'confirmation' : 'payment_due';
  const kind = change === 'booked' ? booked : change === 'rescheduled' ? 'update' : 'cancellation';
  // A guest staff booked without an email address (on the phone) gets no email at all.
  const reachable = (channel: 'email' | 'sms') => (channel === 'email' ? booking.email : booking.phone) !== '';
  const messages = reachable('email') ? [message(kind, 'email', now)] : [];
  const remindAt =
    booking.reminder !== 'none' && change !== 'cancelled' ? reminderTime(booking.start, booking.zone, now) : null;
  if (remindAt !== null && booking.reminder !== 'none' && reachable(booking.reminder)) {
    messages.push(message('reminder', booking.reminder, remindAt));
  }
  return { messages, dropReminder: change !== 'booked' };
}
