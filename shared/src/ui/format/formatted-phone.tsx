import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored E.164 phone as a receptionist reads it: a number of the branch's country in its
 * national form (`030 1234567`, as it is dialled there), any other in the international one
 * (`+33 6 12 34 56 78`). Grouped as each country writes its numbers; what libphonenumber cannot
 * read is shown as stored rather than hidden.
 */
export function FormattedPhone({ phone, country }: { phone: string; country: string | undefined }) {
  return <>{readablePhone(phone, country)}</>;
}

/** The text of `FormattedPhone`, for labels built outside a component. */
export function readablePhone(phone: string, country: string | undefined): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return phone;
  return parsed.country !== undefined && parsed.country === (country as CountryCode | undefined)
    ? parsed.formatNational()
    : parsed.formatInternational();
}
