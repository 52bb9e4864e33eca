/**
 * The picker's days are calendar dates (`YYYY-MM-DD` in the branch's zone, as the API and
 * leadTimeWindow give them). react-day-picker draws its grid from `Date`s in the device's
 * zone; a date string maps to local midnight and back without loss whatever that zone is,
 * so no zone arithmetic happens here.
 */
export function dateFromValue(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function valueFromDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
