import * as z from 'zod/mini';

export { idSchema, UUID_PATTERN } from './ids';

/**
 * Manage links and holds carry 256 random bits from a CSPRNG in base64url (43 characters),
 * never a sequential id: whoever has the link may see and change the booking, nobody can
 * guess one.
 */
export const secretTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** Request header of POST .../appointments: a retried request with the same key books once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().check(z.minLength(1), z.maxLength(255), z.regex(/^[\x21-\x7e]+$/));
