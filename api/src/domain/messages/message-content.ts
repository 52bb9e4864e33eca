import * as z from 'zod/mini';
import { bookingSummarySchema } from './booking-summary-schema';

/**
 * What an outbox row keeps to compose its message when it is sent, instead of the finished
 * texts: the booking as it was at the change, and when the change happened (`stamp`, the
 * `now` the texts and the .ics are composed with), so the message is the same whenever it
 * is composed. Rows written by the same change share it.
 */
export const messageContentSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('booking'),
    summary: bookingSummarySchema,
    change: z.enum(['booked', 'rescheduled', 'cancelled']),
    stamp: z.number(),
    /** The manage link, when the customer acted through it (staff do not have it). */
    link: z.nullable(z.string()),
    /**
     * A cancellation by staff: by the business (salon or restaurant) or for the guest, and the staff's message to
     * the guest, if any (absent in rows written before staff could write one).
     */
    cancellation: z.optional(z.object({ by: z.enum(['guest', 'business']), message: z.nullable(z.string()) })),
  }),
  z.object({
    type: z.literal('refund'),
    summary: bookingSummarySchema,
    reason: z.enum(['lapsed', 'cancelled', 'paid', 'started']),
    refundMinor: z.number(),
    bookAgainUrl: z.string(),
    stamp: z.number(),
  }),
  z.object({
    type: z.literal('confirmation'),
    /** The booking when it became confirmed: it had been reserved until paid online. */
    summary: bookingSummarySchema,
    settlement: z.discriminatedUnion('method', [
      z.object({ method: z.literal('online'), amountMinor: z.number(), merchant: z.string(), paidAt: z.number() }),
      z.object({ method: z.literal('on_site') }),
    ]),
    link: z.nullable(z.string()),
    stamp: z.number(),
  }),
  z.object({
    type: z.literal('release'),
    summary: bookingSummarySchema,
    /** The end of the payment window: when the message is due, and what it names. */
    payBy: z.number(),
    bookAgainUrl: z.string(),
    stamp: z.number(),
  }),
]);

export type MessageContent = z.infer<typeof messageContentSchema>;
