import { isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { oneLineText } from './safe-text';

/**
 * A phone number with its calling code (+49 ...), as the contact forms ask. libphonenumber's
 * "min" metadata checks the length per country: strict enough to catch typos, and it does
 * not go stale when a country opens a new number range. A failure is an `invalid_format`
 * issue with `format: 'phone'`, so both sides give the field the same code; a number that is
 * only too short for its country is `phone_too_short`, so the visitor is not sent looking for
 * a calling code they typed right.
 */
/**
 * Too short: shorter than any number of its country, or one that more digits would make valid
 * (German numbers vary in length, so "+49 30 12" is a possible length yet not a number).
 */
function tooShort(value: string): boolean {
  if (validatePhoneNumberLength(value) === 'TOO_SHORT') return true;
  if (!/^\+?[\d\s()./-]+$/.test(value)) return false;
  for (let more = 1; more <= 8; more++) {
    for (const digit of '0123456789') if (isValidPhoneNumber(value + digit.repeat(more))) return true;
  }
  return false;
}

export const phoneSchema = z.string().check(
  z.minLength(1),
  z.maxLength(32),
  oneLineText(),
  z.check((ctx) => {
    if (ctx.value === '' || isValidPhoneNumber(ctx.value)) return;
    if (tooShort(ctx.value)) {
      ctx.issues.push({
        code: 'custom',
        message: 'phone_too_short',
        params: { field_code: 'phone_too_short' },
        input: ctx.value,
      });
      return;
    }
    ctx.issues.push({ code: 'invalid_format', format: 'phone', input: ctx.value });
  }),
);
