import { describe, expect, it } from '@rstest/core';
import { runningClock } from './running-clock';

describe('runningClock', () => {
  it('reads the start at the instant it started and runs on at real speed', () => {
    let real = Date.parse('2026-11-26T14:00:00Z');
    const clock = runningClock(Date.parse('2026-12-01T07:30:00Z'), real, () => real);
    expect(new Date(clock()).toISOString()).toBe('2026-12-01T07:30:00.000Z');
    real += 5 * 60_000 + 1;
    expect(new Date(clock()).toISOString()).toBe('2026-12-01T07:35:00.001Z');
  });

  it('gives two processes started apart the same time when they share the real start', () => {
    let real = 1_000_000;
    const startedAt = real;
    const api = runningClock(Date.parse('2026-11-28T22:30:00Z'), startedAt, () => real);
    real += 7_000;
    const server = runningClock(Date.parse('2026-11-28T22:30:00Z'), startedAt, () => real);
    expect(server()).toBe(api());
    expect(new Date(server()).toISOString()).toBe('2026-11-28T22:30:07.000Z');
  });
});
