import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A stored E.164 number as people read it (`+49 170 1234567`); anything unparseable as stored. */
export function readablePhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
