/**
 * What customer messages say in English. One flat catalog per language in ICU
 * MessageFormat, as the front ends' catalogs (`{name}`, `{count, plural, ...}`);
 * `messages-de.ts` has the same keys and arguments (a test checks).
 * Dates, times and money are formatted by `message-texts.ts`, not written here.
 */
export const messagesEn = {
  greeting: 'Hello {name},',
  'confirmation.subject': 'Confirmed: {what}, {when}',
  'confirmation.intro': 'your booking is confirmed:',
  'update.subject': 'Moved: {what}, now {when}',
  'update.intro': 'your booking has moved to:',
  'cancellation.subject': 'Cancelled: {what}, {when}',
  'cancellation.intro': 'your booking is cancelled:',
  'cancellation.by_restaurant': 'we are sorry, we have had to cancel your booking:',
  staff_message: 'A message from {branch}:',
  'reminder.subject': 'Reminder: {what}, {when}',
  'reminder.intro': 'a reminder of your booking:',
  manage: 'To view, reschedule or cancel it: {link}',
  price: 'Price: {amount}',
  fees_due: 'Fees due: {amount}',
  refund: 'We are refunding {amount} to the card you paid with.',
  'refund.subject': 'Payment refunded: {what}, {when}',
  'refund.lapsed':
    'your payment arrived after the time to pay had run out, so this booking was no longer held for you:',
  'refund.cancelled': 'your payment arrived after this booking had been cancelled:',
  'refund.paid': 'your payment arrived after this booking had already been paid:',
  'refund.started': 'your payment arrived after the booked time had begun:',
  'refund.full': 'We have refunded the full amount, {amount}, to the card you paid with.',
  'refund.book_again': 'To book again: {link}',
  'refund.booking_stands': 'Your booking stays as it is, paid.',
  'release.subject': 'Released, not paid: {what}, {when}',
  'release.reason':
    'the online payment for this booking was not made by {deadline}, so the time is no longer held for you and the booking is cancelled:',
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
