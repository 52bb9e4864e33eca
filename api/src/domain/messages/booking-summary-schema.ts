import { LOCALES } from '@booking/shared/i18n/locale';
import * as z from 'zod/mini';

const common = {
  id: z.string(),
  organizationId: z.string(),
  branchName: z.string(),
  /** "Weg 1, 10115 Berlin": the calendar entry's LOCATION (absent in rows written before it was kept). */
  branchAddress: z.optional(z.string()),
  zone: z.string(),
  start: z.number(),
  end: z.number(),
  name: z.string(),
  email: z.string(),
  /** E.164, for an SMS reminder. */
  phone: z.string(),
  reminder: z.enum(['none', 'email', 'sms']),
  /** The language the customer booked in. */
  locale: z.enum(LOCALES),
  currency: z.string(),
  feesDueMinor: z.number(),
  /** Given back of an online payment by this change (a cancellation), if anything. */
  refundMinor: z.optional(z.number()),
  /** How often it was moved: the calendar entry's sequence. */
  sequence: z.number(),
  /**
   * The end of the window to pay online in, while the payment is outstanding: a booking with
   * it is reserved, not confirmed (absent on site, once paid, and in rows written before).
   */
  payBy: z.optional(z.number()),
};

/**
 * A booking as its messages describe it (an appointment or a reservation). A schema, not
 * only a type: the outbox stores it and the sender reads it back, possibly written by an
 * older release.
 */
export const bookingSummarySchema = z.discriminatedUnion('bookingKind', [
  z.object({
    ...common,
    bookingKind: z.literal('appointment'),
    services: z.array(z.string()),
    employee: z.string(),
    priceMinor: z.number(),
  }),
  z.object({ ...common, bookingKind: z.literal('reservation'), partySize: z.number() }),
]);

export type BookingSummary = z.infer<typeof bookingSummarySchema>;
