import type { IntlShape } from 'react-intl';

/** A local date (`YYYY-MM-DD`) in words, read as the wall-clock date it is (UTC noon, no zone shift). */
export function formatLocalDate(intl: IntlShape, date: string, options: Intl.DateTimeFormatOptions): string {
  return intl.formatDate(Date.parse(`${date}T12:00:00Z`), { ...options, timeZone: 'UTC' });
}
