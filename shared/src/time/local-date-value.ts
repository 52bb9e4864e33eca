/**
 * A local date (`YYYY-MM-DD` in the branch's zone, as the API and leadTimeWindow give it) as
 * the device's local midnight, for what draws or names days from a `Date` in the device's zone
 * (react-day-picker's grid, Intl naming a day). A date maps to local midnight and back without
 * loss whatever that zone is, so no zone arithmetic happens here: never use it to find today.
 */
export function dateFromValue(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function valueFromDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
