import { idempotencyKeySchema, idSchema, secretTokenSchema } from '@booking/shared/contract/tokens';
import { slugSchema } from '@booking/shared/slugs';
import * as z from 'zod/mini';

/** Path parameters of the booking routes, validated like any other input. */
export const organizationParams = z.object({ organization: slugSchema });
export const branchParams = z.object({ organization: slugSchema, branch: slugSchema });
export const manageParams = z.object({ organization: slugSchema, token: secretTokenSchema });
export const staffAppointmentParams = z.object({ appointment: idSchema });

/** Hono reads header names in lower case. */
export const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });
