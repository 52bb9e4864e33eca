import * as z from 'zod/mini';
import { idSchema, secretTokenSchema } from './tokens';
import { startTimeInputSchema } from './zoned-time';

/**
 * POST .../appointments/:token/reschedule: a new start for the same services, with the
 * same employee (employee_id omitted), another one (an id), the first available (null),
 * or the slot of a hold placed for it. The new time is taken before the old one is given
 * up, in one transaction.
 */
export const rescheduleRequestSchema = z.object({
  start: startTimeInputSchema,
  employee_id: z.optional(z.nullable(idSchema)),
  hold_token: z.optional(secretTokenSchema),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;
