import * as z from 'zod/mini';

/** A service as booked, kept on the appointment so later price changes do not touch it. */
export const serviceSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  duration_minutes: z.number(),
  price_minor: z.number(),
});
export type ServiceSnapshot = z.infer<typeof serviceSnapshotSchema>;
