import { withoutZone } from './without-zone';

/**
 * The instant of a zoned (`...+01:00[Europe/Berlin]`) or offset (`...Z`, `...+01:00`)
 * date-time string, in epoch milliseconds; NaN for a string that is neither.
 */
export function instantOf(value: string): number {
  return Date.parse(withoutZone(value));
}
