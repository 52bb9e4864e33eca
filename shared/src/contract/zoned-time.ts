import * as z from 'zod/mini';
import { instantOf } from '../time/instant-of';
import { offsetFitsZone } from '../time/offset-fits-zone';
import { withoutZone } from '../time/without-zone';

/**
 * Every time the API answers with is an RFC 9557 string: the instant with its UTC offset
 * and, in brackets, the branch's IANA zone, e.g. `2026-03-29T03:00:00+02:00[Europe/Berlin]`.
 * The first 10 characters are the local date and 11-16 the local wall time, so a client
 * can group and show times without any zone arithmetic; `Temporal.ZonedDateTime.from`
 * parses the whole string; `shared/src/time` reads its instant and zone.
 */
export const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}\[[A-Za-z0-9_+\-/]+\]$/;
export const zonedDateTimeSchema = z.string().check(z.regex(ZONED_DATE_TIME));
export type ZonedDateTime = z.infer<typeof zonedDateTimeSchema>;

const OFFSET_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})(?:\[[A-Za-z0-9_+\-/]+\])?$/;
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A start time sent by a client: an ISO 8601 date-time with an offset (or Z), optionally
 * with the zone suffix the API sends, so a slot can be sent back exactly as received.
 * The offset fixes the instant; the zone name, if any, is informative.
 */
export const startTimeInputSchema = z.string().check(
  z.regex(OFFSET_DATE_TIME),
  z.check((ctx) => {
    // The pattern accepts 2026-02-30; the calendar does not.
    if (!z.safeParse(isoDateTime, withoutZone(ctx.value)).success) {
      ctx.issues.push({ code: 'invalid_format', format: 'datetime', input: ctx.value });
      return;
    }
    const problem = startProblem(ctx.value);
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, params: { field_code: problem }, input: ctx.value });
    }
  }),
);

/**
 * Starts the API takes at all: from 1970 to 9000 (UTC). A start in year 9999 is a year-10000
 * date in zones east of UTC, which neither `Date` strings nor the database's timestamps of
 * the answer can carry; no booking is that far out, so the bound costs nobody anything.
 */
export const START_RANGE = { min: Date.UTC(1970, 0, 1), max: Date.UTC(9000, 0, 1) } as const;

/**
 * What is wrong with a well-formed start beyond its format: out of range, or a zone the
 * platform does not know or whose offset at that instant is not the one written.
 */
function startProblem(value: string): 'out_of_range' | 'invalid_time_zone' | null {
  const instant = instantOf(value);
  if (!(instant >= START_RANGE.min && instant < START_RANGE.max)) return 'out_of_range';
  return offsetFitsZone(value) ? null : 'invalid_time_zone';
}

/** A calendar date in the branch's zone, `YYYY-MM-DD`. */
export const localDateSchema = z.iso.date();
