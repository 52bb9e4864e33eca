import * as z from 'zod/mini';
import { slugSchema } from '../slugs';
import { idSchema } from './tokens';

/**
 * One server-sent event of GET /v0/staff/branches/{branch}/events (event name `change`):
 * enough to refetch, nothing more. `resync` (no data) asks the client to refetch what it
 * shows, sent when the stream (re)starts without a known Last-Event-ID.
 */
export const staffCalendarEventSchema = z.object({
  kind: z.enum(['appointment', 'absence']),
  id: idSchema,
  change: z.enum(['created', 'updated', 'deleted']),
  /** The branch of an appointment; absences belong to employees (null). */
  branch: z.nullable(slugSchema),
});
export type StaffCalendarEvent = z.infer<typeof staffCalendarEventSchema>;
