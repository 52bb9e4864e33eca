import * as z from 'zod/mini';
import { slugSchema } from '../slugs';
import { idSchema } from './tokens';

/**
 * One server-sent event of GET /v0/staff/branches/{branch}/events (event name `change`):
 * enough to refetch, nothing more. `resync` (no data) asks the client to refetch what it
 * shows, sent when the stream (re)starts without a known Last-Event-ID.
 */
export const staffCalendarEventSchema = z.object({
  kind: z.enum(['appointment', 'absence', 'reservation']),
  id: idSchema,
  /** `cancelled`: a reservation cancelled (it stays listed, as cancelled). */
  change: z.enum(['created', 'updated', 'deleted', 'cancelled']),
  /**
   * Who made a reservation's change: the guest online (booking page or manage link) or staff;
   * for a quiet notice of what is new. Absent for appointments and absences.
   */
  by: z.optional(z.enum(['guest', 'staff'])),
  /** The branch of an appointment or reservation; absences belong to employees (null). */
  branch: z.nullable(slugSchema),
});
export type StaffCalendarEvent = z.infer<typeof staffCalendarEventSchema>;
