import { describe, expect, it } from '@rstest/core';
import { minutesLeft } from './minutes-left';

describe('minutesLeft', () => {
  const deadline = Date.parse('2026-03-02T09:10:00Z');
  it('rounds up, so the last seconds still count as a minute', () => {
    expect(minutesLeft(deadline, deadline - 10 * 60_000)).toBe(10);
    expect(minutesLeft(deadline, deadline - 9 * 60_000 - 1)).toBe(10);
    expect(minutesLeft(deadline, deadline - 59_000)).toBe(1);
  });
  it('is 0 at and after the deadline', () => {
    expect(minutesLeft(deadline, deadline)).toBe(0);
    expect(minutesLeft(deadline, deadline + 60_000)).toBe(0);
  });
});
