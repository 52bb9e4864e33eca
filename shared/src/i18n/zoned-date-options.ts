export type DateTimeStyle = 'full' | 'long' | 'medium' | 'short';

export type ZonedDateFormat = {
  dateStyle?: DateTimeStyle;
  timeStyle?: DateTimeStyle;
  /** Name the zone ("GMT+1", "MEZ"): for a reader who may be elsewhere than the branch. */
  withZoneName?: boolean;
};

/**
 * The Intl options the site and the customer's emails both format a booking's time with, so
 * a date reads the same on the page and in the inbox: the branch's zone, the language's own
 * order, and a time alone when no style is asked for. Pure, for react-intl's `formatDate` and
 * for `Intl.DateTimeFormat` in the API alike.
 */
export function zonedDateOptions(zone: string | undefined, format: ZonedDateFormat = {}): Intl.DateTimeFormatOptions {
  const { dateStyle, timeStyle, withZoneName } = format;
  if (!withZoneName) {
    return { timeZone: zone, dateStyle, timeStyle: timeStyle ?? (dateStyle ? undefined : 'short') };
  }
  // `timeZoneName` cannot be combined with dateStyle/timeStyle, so the parts are spelled out,
  // as the style would write them.
  const spelled =
    dateStyle === 'full' || dateStyle === 'long'
      ? ({
          weekday: dateStyle === 'full' ? 'long' : undefined,
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        } as const)
      : dateStyle
        ? ({ weekday: 'short', day: 'numeric', month: 'short' } as const)
        : {};
  return { timeZone: zone, ...spelled, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
}
