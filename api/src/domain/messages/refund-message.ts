import type { LatePaymentReason } from '../payments/refund-rules';
import type { PlannedMessage } from './booking-message-plan';
import { describeBooking, type MessageBody, type MessageDraft } from './booking-messages';
import type { BookingSummary } from './booking-summary-schema';
import { messageTexts } from './message-texts';

/** The refund email of a booking: to the customer's address, at once. */
export const refundMessagePlan = (booking: BookingSummary, now: number): PlannedMessage<'refund'> => ({
  organizationId: booking.organizationId,
  kind: 'refund',
  bookingKind: booking.bookingKind,
  bookingId: booking.id,
  channel: 'email',
  recipient: booking.email,
  sendAfter: now,
});

/**
 * The email telling a customer that a payment which arrived too late went back in full,
 * in the language they booked in: why the booking could not take it, the booking, the
 * amount refunded, and either a link to book again (the booking no longer holds a time
 * for them) or that the booking stands (it was already paid). No .ics: the booking's
 * calendar entry is not changed by a refund. `bookAgainUrl` is the branch's booking page:
 * the manage link needs the customer's token, which is stored only as a hash.
 */
export function refundMessageBody(
  booking: BookingSummary,
  reason: Exclude<LatePaymentReason, 'gone'>,
  refundMinor: number,
  bookAgainUrl: string,
): MessageBody {
  const texts = messageTexts(booking.locale);
  const what = describeBooking(booking, texts);
  const when = texts.when(booking.start, booking.zone);
  const next =
    reason === 'paid' ? texts.t('refund.booking_stands') : texts.t('refund.book_again', { link: bookAgainUrl });
  return {
    subject: texts.t('refund.subject', { what, when }),
    text: [
      texts.t('greeting', { name: booking.name }),
      '',
      texts.t(`refund.${reason}`),
      what,
      when,
      booking.branchName,
      texts.t('refund.full', { amount: texts.money(refundMinor, booking.currency) }),
      '',
      next,
      '',
      booking.branchName,
    ].join('\n'),
    ics: null,
  };
}

/** The refund email with what it says (`refundMessagePlan`, `refundMessageBody`). */
export function refundMessage(
  booking: BookingSummary,
  reason: Exclude<LatePaymentReason, 'gone'>,
  refundMinor: number,
  bookAgainUrl: string,
  now: number,
): MessageDraft {
  return { ...refundMessagePlan(booking, now), ...refundMessageBody(booking, reason, refundMinor, bookAgainUrl) };
}
