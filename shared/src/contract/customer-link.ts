import * as z from 'zod/mini';
import { idSchema } from './ids';

/*
 * The link from an appointment or reservation to its customer record. A module of its own,
 * free of the customer form's checks: the staff calendar reads it, and customers.ts would
 * bring libphonenumber into the calendar's first bytes.
 */

/**
 * How an online booking found its customer (SPEC 4: "matched" or "not found"): `matched` an
 * existing record (by email, else phone, or linked by staff), or `new`: none was found and the
 * booking created one.
 */
export const customerMatchSchema = z.enum(['matched', 'new']);
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

/**
 * The customer record an appointment or reservation belongs to. A deleted customer stays
 * referenced (`deleted: true`) so past bookings still read whose they were.
 */
export const customerLinkSchema = z.object({
  id: idSchema,
  customer_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  match: customerMatchSchema,
  deleted: z.boolean(),
});
export type CustomerLink = z.infer<typeof customerLinkSchema>;
