import * as z from 'zod/mini';
import { slugSchema } from '../slugs';
import { idempotencyKeySchema, idSchema, secretTokenSchema } from './tokens';

export { branchParams, organizationParams } from './merchant-params';

/** Path parameters of the booking routes, validated like any other input. */
export const manageParams = z.object({ organization: slugSchema, token: secretTokenSchema });
export const staffAppointmentParams = z.object({ appointment: idSchema });

/** Hono reads header names in lower case. */
export const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

/** The sandbox provider's checkout id: a signed `<payload>.<signature>` in base64url. */
export const sandboxCheckoutParams = z.object({
  checkout: z.string().check(z.maxLength(2000), z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)),
});
