import * as z from 'zod/mini';
import { employeeRefSchema } from './employees';
import { idSchema, secretTokenSchema } from './tokens';
import { startTimeInputSchema, zonedDateTimeSchema } from './zoned-time';

/** A time for a set of services, with one employee or (null or omitted) the first available. */
export const slotRequestSchema = z.object({
  services: z.array(idSchema).check(z.minLength(1), z.maxLength(20)),
  employee_id: z.optional(z.nullable(idSchema)),
  start: startTimeInputSchema,
});
export type SlotRequest = z.infer<typeof slotRequestSchema>;

/**
 * POST /v0/organizations/:organization/branches/:branch/holds -> 201. Keeps the slot for
 * the merchant's hold minutes (10 by default) while the customer types their details;
 * booking with the token is never refused as slot_taken while the hold lives. `replaces`
 * is the token of the visitor's current hold at this branch: it is given up in the same
 * transaction, before the new time is checked, so a visitor's own hold never stands in the
 * way of their next choice (and stays when the new time is refused). 200 instead of 201:
 * the time is free but not kept, because the branch keeps as many holds as it allows; the
 * answer's token is null and the booking is made without one (decision 0045). Errors:
 * 400, 404 (merchant, branch, service, employee), 409 slot_taken, 422 slot_unavailable or
 * employee_unsuitable, 429 rate_limited.
 */
export const holdRequestSchema = z.extend(slotRequestSchema, { replaces: z.optional(secretTokenSchema) });
export type HoldRequest = z.infer<typeof holdRequestSchema>;

export const holdSchema = z.object({
  /** Null: checked free but not kept (the branch's cap); book without a token. */
  token: z.nullable(secretTokenSchema),
  /** Null with a null token: nothing runs out. */
  expires_at: z.nullable(zonedDateTimeSchema),
  start: zonedDateTimeSchema,
  end: zonedDateTimeSchema,
  employee: employeeRefSchema,
  service_ids: z.array(idSchema),
});
export type Hold = z.infer<typeof holdSchema>;

export const holdResponseSchema = z.object({ results: z.object({ hold: holdSchema }) });
export type HoldResponse = z.infer<typeof holdResponseSchema>;
