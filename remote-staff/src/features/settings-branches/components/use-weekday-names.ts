import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Weekday names in the staff member's language, Sunday at 0 (4 January 1970 was a Sunday). */
export function useWeekdayNames(width: 'long' | 'short'): string[] {
  const { locale } = useIntl();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(1970, 0, 4 + day))));
  }, [locale, width]);
}
