import * as z from 'zod/mini';

/** Digits only: what a client writes for a whole number in a query string. */
const DIGITS = /^[0-9]{1,9}$/;

/**
 * A whole number in a query string (`?offset=25`). `z.coerce.number()` reads `offset=` and
 * `offset=%20` as 0 and `1e3` as 1000, which the document's `integer` does not allow: only
 * digits are read, anything else stays a string and fails as the wrong type (an empty value
 * as `required`). Clients building a URL may pass the number itself.
 */
export const queryIntegerSchema = (min: number, max: number) =>
  z.pipe(
    z.transform((value: number | string) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value)),
    z.number().check(z.int(), z.minimum(min), z.maximum(max)),
  );
