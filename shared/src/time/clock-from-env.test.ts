import { describe, expect, it } from '@rstest/core';
import { clockFromEnv, parseClockStart } from './clock-from-env';

const real = Date.parse('2026-11-26T13:00:00Z');

describe('clockFromEnv', () => {
  it('is the real clock (null) without BOOKING_CLOCK_START', () => {
    expect(clockFromEnv({})).toBeNull();
    expect(clockFromEnv({ BOOKING_CLOCK_START: '' })).toBeNull();
  });

  it('runs from the start, counted from the real instant start.mjs fixed', () => {
    let now = real + 60_000;
    const clock = clockFromEnv(
      { BOOKING_CLOCK_START: '2026-12-01T08:30:00+01:00', BOOKING_CLOCK_STARTED_AT: String(real) },
      () => now,
    );
    expect(new Date(clock?.() ?? 0).toISOString()).toBe('2026-12-01T07:31:00.000Z');
    now += 90 * 60_000;
    expect(new Date(clock?.() ?? 0).toISOString()).toBe('2026-12-01T09:01:00.000Z');
  });

  it('counts from its own start when no real instant was fixed (one process started alone)', () => {
    const clock = clockFromEnv({ BOOKING_CLOCK_START: '2027-03-28T01:30:00Z' }, () => real);
    expect(new Date(clock?.() ?? 0).toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('refuses a start in production, and a real instant that is not one', () => {
    const start = { BOOKING_CLOCK_START: '2026-12-01T08:30:00+01:00' };
    expect(() => clockFromEnv({ ...start, BOOKING_ENVIRONMENT: 'production' })).toThrow(/production runs on the real/);
    expect(() => clockFromEnv({ ...start, NODE_ENV: 'production' })).toThrow(/production/);
    expect(() => clockFromEnv({ ...start, BOOKING_CLOCK_STARTED_AT: 'soon' })).toThrow(/BOOKING_CLOCK_STARTED_AT/);
  });
});

describe('parseClockStart', () => {
  it('reads an ISO date and time with its offset, Z or seconds optional', () => {
    expect(parseClockStart('2026-11-28T23:30:00+01:00')).toBe(Date.parse('2026-11-28T22:30:00Z'));
    expect(parseClockStart('2026-10-25T09:00+01:00')).toBe(Date.parse('2026-10-25T08:00:00Z'));
    expect(parseClockStart('2026-12-01T07:30:00.250Z')).toBe(Date.parse('2026-12-01T07:30:00.250Z'));
  });

  it('refuses a time without an offset, a date that does not exist, and anything else', () => {
    expect(() => parseClockStart('2026-12-01T08:30:00')).toThrow(/with an offset/);
    expect(() => parseClockStart('2027-02-30T08:30:00+01:00')).toThrow(/does not exist/);
    expect(() => parseClockStart('2026-12-01T25:30:00+01:00')).toThrow(/BOOKING_CLOCK_START/);
    expect(() => parseClockStart('tuesday morning')).toThrow(/BOOKING_CLOCK_START must be/);
  });
});
