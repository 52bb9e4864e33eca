import type { MessageKey } from './messages-en';

/** What customer messages say in German (formal "Sie"): the keys and arguments of `messages-en.ts`. */
export const messagesDe = {
  greeting: 'Hallo {name},',
  'confirmation.subject': 'Bestätigt: {what}, {when}',
  'confirmation.intro': 'Ihre Buchung ist bestätigt:',
  'update.subject': 'Verschoben: {what}, jetzt {when}',
  'update.intro': 'Ihre Buchung wurde verschoben auf:',
  'cancellation.subject': 'Storniert: {what}, {when}',
  'cancellation.intro': 'Ihre Buchung ist storniert:',
  'reminder.subject': 'Erinnerung: {what}, {when}',
  'reminder.intro': 'wir erinnern Sie an Ihre Buchung:',
  note: 'Eine Nachricht von {branch}:',
  manage: 'Ansehen, verschieben oder stornieren: {link}',
  price: 'Preis: {amount}',
  fees_due: 'Fällige Gebühren: {amount}',
  refund: 'Wir erstatten {amount} auf die Karte, mit der Sie bezahlt haben.',
  'refund.subject': 'Zahlung erstattet: {what}, {when}',
  'refund.lapsed':
    'Ihre Zahlung ist erst nach Ablauf der Zahlungsfrist eingegangen, daher war diese Buchung nicht mehr für Sie reserviert:',
  'refund.cancelled': 'Ihre Zahlung ist erst eingegangen, nachdem diese Buchung storniert worden war:',
  'refund.paid': 'Ihre Zahlung ist eingegangen, als diese Buchung bereits bezahlt war:',
  'refund.started': 'Ihre Zahlung ist erst nach Beginn des gebuchten Termins eingegangen:',
  'refund.full': 'Wir haben den vollen Betrag von {amount} auf die Karte erstattet, mit der Sie bezahlt haben.',
  'refund.book_again': 'Neu buchen: {link}',
  'refund.booking_stands': 'Ihre Buchung bleibt unverändert und bezahlt.',
  'release.subject': 'Freigegeben, nicht bezahlt: {what}, {when}',
  'release.reason':
    'die Online-Zahlung für diese Buchung ist bis {deadline} nicht eingegangen. Der Termin ist daher nicht mehr für Sie reserviert, die Buchung ist storniert:',
  'release.nothing_charged': 'Es wurde nichts abgebucht.',
  'release.book_again': 'Neu buchen, auch mit Zahlung im Salon: {link}',
  'appointment.what': '{services} bei {employee}',
  'reservation.what': 'Tisch für {party_size, plural, one {# Gast} other {# Gäste}}',
  'calendar.summary': '{what}, {branch}',
  'calendar.description': 'Ihre Buchung verwalten: {link}',
  'sms.reminder': 'Erinnerung: {details}',
  'sms.manage': 'Verwalten: {link}',
} satisfies Record<MessageKey, string>;
