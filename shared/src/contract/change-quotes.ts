import * as z from 'zod/mini';
import { moneySchema } from './services';
import { zonedDateTimeSchema } from './zoned-time';

export const changeKindSchema = z.enum(['reschedule', 'cancel']);
export type ChangeKind = z.infer<typeof changeKindSchema>;

/** GET .../appointments/:token/quote?change=reschedule|cancel (changes nothing). */
export const changeQuoteQuerySchema = z.object({ change: changeKindSchema });

export const feeKindSchema = z.enum(['service_fee', 'late_rescheduling_fee', 'late_cancellation_fee']);
export type FeeKind = z.infer<typeof feeKindSchema>;

export const changeQuoteSchema = z.object({
  change: changeKindSchema,
  /** False when the appointment has started or is cancelled (`reason` says which). */
  allowed: z.boolean(),
  reason: z.nullable(z.enum(['started', 'cancelled'])),
  /** What the change would cost now, by the policy snapshotted at booking. */
  fees: z.array(z.object({ kind: feeKindSchema, amount: moneySchema })),
  total: moneySchema,
  /**
   * A cancellation of an appointment paid online: what goes back (the payment less the fees
   * due, with this one); null when nothing was paid online or for a reschedule.
   */
  refund: z.nullable(moneySchema),
  /** From this time on the late fees apply. */
  late_from: zonedDateTimeSchema,
  /** From this time on a reschedule costs the service fee. */
  service_fee_from: zonedDateTimeSchema,
});
export type ChangeQuote = z.infer<typeof changeQuoteSchema>;

export const changeQuoteResponseSchema = z.object({ results: z.object({ quote: changeQuoteSchema }) });
export type ChangeQuoteResponse = z.infer<typeof changeQuoteResponseSchema>;
