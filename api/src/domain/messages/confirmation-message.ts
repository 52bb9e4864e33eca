import type { PlannedMessage } from './booking-message-plan';
import { bookingCalendarFile, describeBooking, type MessageBody } from './booking-messages';
import type { BookingSummary } from './booking-summary-schema';
import { messageTexts } from './message-texts';

/**
 * How a booking reserved for online payment became confirmed: paid (with what a receipt
 * needs: the amount, who was paid, when) or switched to paying at the salon.
 */
export type Settlement =
  | { method: 'online'; amountMinor: number; merchant: string; paidAt: number }
  | { method: 'on_site' };

/** The confirmation that follows a booking's payment-due email: to the customer, at once. */
export const confirmationMessagePlan = (booking: BookingSummary, now: number): PlannedMessage<'confirmation'> => ({
  organizationId: booking.organizationId,
  kind: 'confirmation',
  bookingKind: booking.bookingKind,
  bookingId: booking.id,
  channel: 'email',
  recipient: booking.email,
  sendAfter: now,
});

/**
 * The confirmation of a booking that was reserved until paid, in the language booked in: the
 * booking, then the receipt (amount, what for, the merchant, when) when paid online, or that
 * it is paid at the salon; the calendar entry, which the payment-due email did not carry.
 * `link` is the manage link when the customer acted through it (a webhook does not have it:
 * the token is stored only as a hash), else the customer is pointed to the first email.
 */
export function confirmationMessageBody(
  booking: BookingSummary,
  settlement: Settlement,
  link: string | null,
  stamp: number,
): MessageBody {
  const texts = messageTexts(booking.locale);
  const what = describeBooking(booking, texts);
  const when = texts.when(booking.start, booking.zone);
  const paid =
    settlement.method === 'online'
      ? [
          '',
          texts.t('receipt.title'),
          texts.t('receipt.amount', { amount: texts.money(settlement.amountMinor, booking.currency) }),
          texts.t('receipt.for', { what, when }),
          texts.t('receipt.merchant', { merchant: settlement.merchant }),
          texts.t('receipt.paid_at', { paid_at: texts.when(settlement.paidAt, booking.zone) }),
        ]
      : [texts.t('confirmation.on_site')];
  const price =
    booking.bookingKind === 'appointment' && settlement.method === 'on_site'
      ? [texts.t('price', { amount: texts.money(booking.priceMinor, booking.currency) })]
      : [];
  return {
    subject: texts.t('confirmation.subject', { what, when }),
    text: [
      texts.t('greeting', { name: booking.name }),
      '',
      texts.t('confirmation.intro'),
      what,
      when,
      booking.branchName,
      ...price,
      ...paid,
      '',
      link ? texts.t('manage', { link }) : texts.t('confirmation.link_sent'),
      '',
      booking.branchName,
    ].join('\n'),
    ics: { content: bookingCalendarFile(booking, false, stamp, link), method: null },
  };
}
