import type { AccountMessageKey } from './account-messages-en';

/** What account emails say in German (same keys and arguments as `account-messages-en.ts`). */
export const accountMessagesDe: Record<AccountMessageKey, string> = {
  greeting: 'Hallo {name},',
  signature: 'Ihr Team der Buchungsseite',
  'confirmation.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für {business}',
  'confirmation.intro':
    'danke für die Anmeldung von {business}. Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link:',
  'confirmation.valid':
    'Der Link funktioniert einmal, innerhalb von {hours, plural, one {# Stunde} other {# Stunden}}.',
  'confirmation.not_you':
    'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Ohne den Link geschieht nichts.',
  'exists.subject': 'Jemand wollte sich mit Ihrer E-Mail-Adresse anmelden',
  'exists.intro':
    'jemand wollte mit dieser E-Mail-Adresse eine neue Buchungsseite anlegen. Sie gehört bereits zu Ihrem Konto bei {business}, deshalb wurde nichts angelegt.',
  'exists.sign_in': 'Wenn Sie das waren, melden Sie sich hier an: {link}',
  'exists.forgot': 'Passwort vergessen? Hier können Sie ein neues festlegen: {link}',
  'exists.not_you': 'Wenn Sie das nicht waren, müssen Sie nichts tun.',
  'invitation.subject': 'Sie sind zu {business} eingeladen',
  'invitation.intro':
    'Sie sind eingeladen, bei {business} {role, select, owner {als Inhaber} other {als Mitarbeiter}} mitzuarbeiten. Legen Sie Ihr Passwort mit diesem Link fest:',
  'invitation.valid': 'Der Link funktioniert einmal, innerhalb von {days, plural, one {# Tag} other {# Tagen}}.',
  'elsewhere.subject': 'Sie sind zu {business} eingeladen',
  'elsewhere.intro':
    '{business} hat Sie eingeladen, dort als {role, select, owner {Inhaber} other {Mitarbeiter}} mitzuarbeiten. Diese E-Mail-Adresse hat aber bereits ein Konto, und eine Adresse kann nur zu einem Konto gehören. Es wurde nichts geändert.',
  'elsewhere.what_to_do':
    'Um bei {business} mitzuarbeiten, bitten Sie darum, eine andere E-Mail-Adresse von Ihnen einzuladen. Dem Betrieb wurde nicht mitgeteilt, dass diese Adresse ein Konto hat.',
  'elsewhere.sign_in': 'Ihr Konto bleibt, wie es ist; hier melden Sie sich an: {link}',
  'reset.subject': 'Neues Passwort festlegen',
  'reset.intro':
    'jemand möchte ein neues Passwort für Ihr Konto bei {business} festlegen. Legen Sie es mit diesem Link fest:',
  'reset.valid': 'Der Link funktioniert einmal, innerhalb von {hours, plural, one {# Stunde} other {# Stunden}}.',
  'reset.not_you':
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
};
