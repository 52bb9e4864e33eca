/**
 * What customer messages say in English. One flat catalog per language in ICU
 * MessageFormat, as the front ends' catalogs (`{name}`, `{count, plural, ...}`);
 * `messages-de.ts` has the same keys and arguments (a test checks).
 * Dates, times and money are formatted by `message-texts.ts`, not written here.
 */
export const messagesEn = {
  greeting: 'Hello {name},',
  'confirmation.subject': 'Confirmed: {what}, {when}',
  'confirmation.intro': 'Your booking is confirmed:',
  'confirmation.on_site': 'You pay at the salon, after your appointment.',
  'confirmation.link_sent': 'To view, reschedule or cancel it, use the link in our first email about this booking.',
  'payment_due.subject': 'Payment due by {deadline}: {what}',
  'payment_due.intro': 'Your booking is reserved, not yet confirmed. Payment is due by {deadline}:',
  'payment_due.then':
    'Once your payment has arrived, you will receive the confirmation with your receipt. If it has not arrived by {deadline}, the time is released.',
  'payment_due.manage': 'To pay, to pay at the salon instead, or to view or cancel the booking: {link}',
  'receipt.title': 'Receipt',
  'receipt.amount': 'Paid online: {amount}',
  'receipt.for': 'For: {what}, {when}',
  'receipt.merchant': 'Paid to: {merchant}',
  'receipt.paid_at': 'Paid on: {paid_at}',
  'update.subject': 'Moved: {what}, now {when}',
  'update.intro': 'Your booking has moved to:',
  'cancellation.subject': 'Cancelled: {what}, {when}',
  'cancellation.intro': 'Your booking is cancelled:',
  'cancellation.by_business': 'We are sorry, we have had to cancel your booking:',
  staff_message: 'A message from {branch}:',
  'reminder.subject': 'Reminder: {what}, {when}',
  'reminder.intro': 'A reminder of your booking:',
  manage: 'To view, reschedule or cancel it: {link}',
  price: 'Price: {amount}',
  fees_due: 'Fees due: {amount}',
  refund: 'We are refunding {amount} to the card you paid with.',
  'refund.subject': 'Payment refunded: {what}, {when}',
  'refund.lapsed':
    'Your payment arrived after the time to pay had run out, so this booking was no longer held for you:',
  'refund.cancelled': 'Your payment arrived after this booking had been cancelled:',
  'refund.paid': 'Your payment arrived after this booking had already been paid:',
  'refund.started': 'Your payment arrived after the booked time had begun:',
  'refund.full': 'We have refunded the full amount, {amount}, to the card you paid with.',
  'refund.book_again': 'To book again: {link}',
  'refund.booking_stands': 'Your booking stays as it is, paid.',
  'release.subject': 'Time released, payment not received: {what}, {when}',
  'release.reason':
    'The time was released because the online payment did not arrive by {deadline}. The booking is cancelled:',
  'release.nothing_charged': 'Nothing was charged.',
  'release.book_again': 'To book again, or to book and pay at the salon: {link}',
  'appointment.what': '{services} with {employee}',
  'reservation.what': 'Table for {party_size, plural, one {# guest} other {# guests}}',
  'calendar.summary': '{what} at {branch}',
  'calendar.description': 'Manage your booking: {link}',
  'sms.reminder': 'Reminder: {details}',
  'sms.manage': 'Manage: {link}',
};

export type MessageKey = keyof typeof messagesEn;
