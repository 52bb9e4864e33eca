import { parsePhoneNumberWithError } from 'libphonenumber-js/min';

/**
 * The phone number in E.164 (+4930123456), whatever spacing the customer typed, so staff
 * and reminders see one format. The contract schema has validated it already.
 */
export function normalisePhone(phone: string): string {
  return parsePhoneNumberWithError(phone).number;
}
