import * as z from 'zod/mini';

/**
 * Every time the API answers with is an RFC 9557 string: the instant with its UTC offset
 * and, in brackets, the branch's IANA zone, e.g. `2026-03-29T03:00:00+02:00[Europe/Berlin]`.
 * The first 10 characters are the local date and 11-16 the local wall time, so a client
 * can group and show times without any zone arithmetic; `Temporal.ZonedDateTime.from`
 * parses the whole string, and `instantOf` gives a `Date`.
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
    }
  }),
);

/** A calendar date in the branch's zone, `YYYY-MM-DD`. */
export const localDateSchema = z.iso.date();

function withoutZone(value: string): string {
  const bracket = value.indexOf('[');
  return bracket === -1 ? value : value.slice(0, bracket);
}

/** The instant of a zoned or offset date-time string. */
export function instantOf(value: string): Date {
  return new Date(withoutZone(value));
}
