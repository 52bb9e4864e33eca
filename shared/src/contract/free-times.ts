import * as z from 'zod/mini';
import { localDateSchema, zonedDateTimeSchema } from './zoned-time';

/**
 * A start time a visitor may choose, one shape in the salon's and the restaurant's free-times
 * answers (decision 0084): `start` is the time to send back (RFC 9557, in the branch's zone);
 * `date` and `local_time` are the day and the wall-clock time it falls on there, to group and
 * name the times by, without reading them out of the string.
 */
export const freeTimeSchema = z.object({
  start: zonedDateTimeSchema,
  date: localDateSchema,
  local_time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
});
export type FreeTime = z.infer<typeof freeTimeSchema>;
