import { dayNumber } from '@booking/shared/time/local-date';
import { describe, expect, it } from '@rstest/core';
import { findConflict, shiftsOnDay } from './find-conflict';

const zone = 'Europe/Berlin';
const at = (iso: string) => new Date(iso).getTime();
// Monday to Saturday 09:00-18:00.
const shifts = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1080 }));
const now = at('2026-03-01T00:00:00Z');

describe('findConflict', () => {
  it('allows any start inside a shift when nothing blocks', () => {
    const range = { start: at('2026-03-04T09:07:00+01:00'), end: at('2026-03-04T09:37:00+01:00') };
    expect(findConflict({ range, zone, shifts, busy: [], now })).toBeNull();
  });

  it('refuses a range outside the working hours, or running past their end', () => {
    const sunday = { start: at('2026-03-08T10:00:00+01:00'), end: at('2026-03-08T10:30:00+01:00') };
    expect(findConflict({ range: sunday, zone, shifts, busy: [], now })).toEqual({ with: 'outside_hours' });
    const late = { start: at('2026-03-04T17:45:00+01:00'), end: at('2026-03-04T18:15:00+01:00') };
    expect(findConflict({ range: late, zone, shifts, busy: [], now })).toEqual({ with: 'outside_hours' });
  });

  it('names the absence before the appointment it also overlaps', () => {
    const range = { start: at('2026-03-04T10:00:00+01:00'), end: at('2026-03-04T11:00:00+01:00') };
    const busy = [
      {
        kind: 'appointment' as const,
        id: 'a1',
        start: at('2026-03-04T10:30:00+01:00'),
        end: at('2026-03-04T11:30:00+01:00'),
      },
      {
        kind: 'absence' as const,
        id: 'b1',
        start: at('2026-03-04T10:50:00+01:00'),
        end: at('2026-03-04T11:10:00+01:00'),
      },
    ];
    expect(findConflict({ range, zone, shifts, busy, now })).toMatchObject({ with: 'absence', id: 'b1' });
  });

  it('lets a move ignore its own old time, and touching ranges do not overlap', () => {
    const range = { start: at('2026-03-04T10:00:00+01:00'), end: at('2026-03-04T11:00:00+01:00') };
    const busy = [
      { kind: 'appointment' as const, id: 'self', start: range.start, end: range.end },
      { kind: 'appointment' as const, id: 'next', start: range.end, end: range.end + 1_800_000 },
    ];
    expect(findConflict({ range, zone, shifts, busy, now, ignoreId: 'self' })).toBeNull();
    expect(findConflict({ range, zone, shifts, busy, now })).toMatchObject({ with: 'appointment', id: 'self' });
  });

  it('does not count an expired hold', () => {
    const range = { start: at('2026-03-04T10:00:00+01:00'), end: at('2026-03-04T11:00:00+01:00') };
    const busy = [{ kind: 'hold' as const, id: 'h', start: range.start, end: range.end, expiresAt: now - 1 }];
    expect(findConflict({ range, zone, shifts, busy, now })).toBeNull();
  });
});

describe('shiftsOnDay', () => {
  it('places 09:00-18:00 at the right instants on both DST change days', () => {
    // Saturday 28 March 2026 is CET, Saturday 31 October 2026 is CEST... and each next day changes.
    expect(shiftsOnDay(shifts, zone, dayNumber('2026-03-28'))).toEqual([
      { start: at('2026-03-28T08:00:00Z'), end: at('2026-03-28T17:00:00Z') },
    ]);
    const mondayAfterSpring = shiftsOnDay(shifts, zone, dayNumber('2026-03-30'));
    expect(mondayAfterSpring).toEqual([{ start: at('2026-03-30T07:00:00Z'), end: at('2026-03-30T16:00:00Z') }]);
    const mondayAfterAutumn = shiftsOnDay(shifts, zone, dayNumber('2026-10-26'));
    expect(mondayAfterAutumn).toEqual([{ start: at('2026-10-26T08:00:00Z'), end: at('2026-10-26T17:00:00Z') }]);
  });
});
