import { useIntl } from 'react-intl';

/** Weekday names (0 = Sunday) from a known week (4 to 10 January 2026), in the page's language. */
export function useDayName() {
  const intl = useIntl();
  return (weekday: number, style: 'long' | 'short' = 'long') =>
    intl.formatDate(new Date(Date.UTC(2026, 0, 4 + weekday)), { weekday: style, timeZone: 'UTC' });
}
