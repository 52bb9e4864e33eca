import { describe, expect, it } from '@rstest/core';
import { instantFromWall, isWallTime, wallOf, zonedFromWall, zonedMidnight } from './wall-time';

const BERLIN = 'Europe/Berlin';

describe('wall-clock times in the branch zone', () => {
  it('names the instant with the offset of that day', () => {
    expect(zonedFromWall({ date: '2026-01-12', time: '09:30' }, BERLIN)).toBe(
      '2026-01-12T09:30:00+01:00[Europe/Berlin]',
    );
    expect(zonedFromWall({ date: '2026-07-13', time: '09:30' }, BERLIN)).toBe(
      '2026-07-13T09:30:00+02:00[Europe/Berlin]',
    );
  });

  it('moves a time that does not exist on the spring-forward night past the gap', () => {
    expect(zonedFromWall({ date: '2026-03-29', time: '02:30' }, BERLIN)).toBe(
      '2026-03-29T03:30:00+02:00[Europe/Berlin]',
    );
  });

  it('reads a start back as the date and time typed, whatever the offset it was written in', () => {
    expect(wallOf('2026-10-25T01:30:00Z', BERLIN)).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(wallOf('2026-07-13T09:30:00+02:00[Europe/Berlin]', BERLIN)).toEqual({ date: '2026-07-13', time: '09:30' });
    expect(wallOf('2026-07-13T23:30:00Z', BERLIN)).toEqual({ date: '2026-07-14', time: '01:30' });
  });

  it('gives midnight of a day and of the day after (a whole-day absence ends there)', () => {
    expect(zonedMidnight('2026-03-28', BERLIN)).toBe('2026-03-28T00:00:00+01:00[Europe/Berlin]');
    expect(zonedMidnight('2026-03-28', BERLIN, 1)).toBe('2026-03-29T00:00:00+01:00[Europe/Berlin]');
    expect(
      instantFromWall({ date: '2026-03-30', time: '00:00' }, BERLIN) -
        instantFromWall({ date: '2026-03-29', time: '00:00' }, BERLIN),
    ).toBe(23 * 3_600_000);
  });

  it('accepts only what the native inputs produce', () => {
    expect(isWallTime('23:59')).toBe(true);
    expect(isWallTime('24:00')).toBe(false);
    expect(isWallTime('9:00')).toBe(false);
  });
});
