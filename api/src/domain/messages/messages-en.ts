/**
 * What customer messages say in English. One flat catalog per language with `{name}`
 * placeholders; `messages-de.ts` has the same keys and placeholders (a test checks).
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
  'reminder.subject': 'Reminder: {what}, {when}',
  'reminder.intro': 'a reminder of your booking:',
  manage: 'To view, reschedule or cancel it: {link}',
  price: 'Price: {amount}',
  fees_due: 'Fees due: {amount}',
  refund: 'We are refunding {amount} to the card you paid with.',
  'appointment.what': '{services} with {employee}',
  'reservation.what': 'Table for {party_size}',
  'calendar.summary': '{what} at {branch}',
  'calendar.description': 'Manage your booking: {link}',
  'sms.reminder': 'Reminder: {details}',
  'sms.manage': 'Manage: {link}',
};

export type MessageKey = keyof typeof messagesEn;
