import { isValidPhoneNumber } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { oneLineText } from './safe-text';

/**
 * A phone number with its calling code (+49 ...), as the contact forms ask. libphonenumber's
 * "min" metadata checks the length per country: strict enough to catch typos, and it does
 * not go stale when a country opens a new number range. A failure is an `invalid_format`
 * issue with `format: 'phone'`, so both sides give the field the same code.
 */
export const phoneSchema = z.string().check(
  z.minLength(1),
  z.maxLength(32),
  oneLineText(),
  z.check((ctx) => {
    if (ctx.value !== '' && !isValidPhoneNumber(ctx.value)) {
      ctx.issues.push({ code: 'invalid_format', format: 'phone', input: ctx.value });
    }
  }),
);
