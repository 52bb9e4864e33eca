import * as z from 'zod/mini';
import { idSchema } from './tokens';
import { zonedDateTimeSchema } from './zoned-time';

/**
 * An appointment an absence would lie over, as the confirmation before recording it lists it:
 * when, for whom (null for an anonymous walk-in) and what.
 */
export const appointmentInTheWaySchema = z.object({
  id: idSchema,
  start: zonedDateTimeSchema,
  end: zonedDateTimeSchema,
  customer: z.nullable(z.string()),
  services: z.array(z.string()),
});
export type AppointmentInTheWay = z.infer<typeof appointmentInTheWaySchema>;
