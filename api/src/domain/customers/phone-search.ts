import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** How a search for a phone number finds stored E.164 numbers. */
export type PhoneSearch =
  /** The number's start as stored: typed with its calling code, or nationally with its prefix. */
  | { kind: 'starts'; e164: string }
  /** Digits somewhere in a stored number: a part typed without its start (`2345678`). */
  | { kind: 'contains'; digits: string };

const PHONE_LIKE = /^[+(]?[\d\s()./-]+$/;
const MIN_DIGITS = 3;

/**
 * A search that is a phone number however it was written (`+49 1511 2345678`, `0049 1511…`,
 * `(0151) 123 45678`), as one number; null when it is not one (names, emails, numbers of
 * customers with letters). A number typed without its calling code is read in the branch's
 * country, as the booking's phone field reads it: libphonenumber drops the national prefix
 * where the country has one. A partial number libphonenumber cannot parse keeps its digits.
 */
export function phoneSearchOf(q: string, country?: CountryCode): PhoneSearch | null {
  const typed = q.trim();
  if (!PHONE_LIKE.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS) return null;
  const international = typed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    const parsed = parsePhoneNumberFromString(`+${international}`);
    return { kind: 'starts', e164: parsed?.number ?? `+${international}` };
  }
  if (country && digits.startsWith('0')) {
    const parsed = parsePhoneNumberFromString(digits, country);
    if (parsed?.number) return { kind: 'starts', e164: parsed.number };
    return { kind: 'starts', e164: `+${getCountryCallingCode(country)}${digits.replace(/^0+/, '')}` };
  }
  return { kind: 'contains', digits: digits.replace(/^0+/, '') };
}
