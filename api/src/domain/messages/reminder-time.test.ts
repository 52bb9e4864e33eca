import { formatZoned } from '@booking/shared/time/format-zoned';
import { describe, expect, it } from '@rstest/core';
import { reminderTime } from './reminder-time';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);
const when = (start: string, now: string) => {
  const time = reminderTime(at(start), BERLIN, at(now));
  return time === null ? null : formatZoned(time, BERLIN);
};

describe('reminder scheduling', () => {
  it('reminds at the same wall time the day before: 23 hours across the spring change', () => {
    // Monday 30 March 2026 10:00 CEST; the day before is Sunday 29 March, the clocks went forward.
    expect(when('2026-03-30T10:00:00+02:00', '2026-03-20T10:00:00Z')).toBe('2026-03-29T10:00:00+02:00[Europe/Berlin]');
    expect(at('2026-03-30T10:00:00+02:00') - at('2026-03-29T10:00:00+02:00')).toBe(24 * 3_600_000);
    // Sunday 29 March 10:00 CEST: the day before is Saturday 10:00 CET, 23 hours earlier.
    const start = at('2026-03-29T10:00:00+02:00');
    const reminder = reminderTime(start, BERLIN, at('2026-03-20T10:00:00Z'));
    expect(reminder === null ? null : (start - reminder) / 3_600_000).toBe(23);
  });

  it('reminds 25 hours before across the autumn change', () => {
    const start = at('2026-10-25T10:00:00+01:00');
    const reminder = reminderTime(start, BERLIN, at('2026-10-01T10:00:00Z'));
    expect(reminder === null ? null : formatZoned(reminder, BERLIN)).toBe('2026-10-24T10:00:00+02:00[Europe/Berlin]');
    expect(reminder === null ? null : (start - reminder) / 3_600_000).toBe(25);
  });

  it('falls back to 2 hours before when booked less than a day ahead, and to none inside 2 hours', () => {
    expect(when('2026-03-04T18:00:00+01:00', '2026-03-04T09:00:00+01:00')).toBe(
      '2026-03-04T16:00:00+01:00[Europe/Berlin]',
    );
    expect(when('2026-03-04T18:00:00+01:00', '2026-03-04T16:30:00+01:00')).toBeNull();
  });

  it('moves with the booking: a later start gives a later reminder', () => {
    expect(when('2026-03-06T10:00:00+01:00', '2026-03-02T09:00:00+01:00')).toBe(
      '2026-03-05T10:00:00+01:00[Europe/Berlin]',
    );
  });
});
