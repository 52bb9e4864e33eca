import { describe, expect, it } from '@rstest/core';
import { todayIn } from './today-in';

describe('todayIn', () => {
  it("is the branch's date, not UTC's, at 00:30 in Berlin", () => {
    // 00:30 on 7 December in Berlin is 23:30 on the 6th in UTC and 18:30 on the 6th in New York.
    const now = Date.parse('2026-12-07T00:30:00+01:00');
    expect(todayIn('Europe/Berlin', now)).toBe('2026-12-07');
    expect(todayIn('UTC', now)).toBe('2026-12-06');
    expect(todayIn('America/New_York', now)).toBe('2026-12-06');
  });

  it('turns at local midnight on the change days too', () => {
    expect(todayIn('Europe/Berlin', Date.parse('2026-03-28T23:59:59+01:00'))).toBe('2026-03-28');
    expect(todayIn('Europe/Berlin', Date.parse('2026-03-29T00:00:00+01:00'))).toBe('2026-03-29');
    expect(todayIn('Europe/Berlin', Date.parse('2026-10-25T23:59:59+01:00'))).toBe('2026-10-25');
    expect(todayIn('Europe/Berlin', Date.parse('2026-10-26T00:00:00+01:00'))).toBe('2026-10-26');
  });

  it('runs ahead of UTC east of it and behind west of it', () => {
    const now = Date.parse('2026-12-06T12:30:00Z');
    expect(todayIn('Pacific/Kiritimati', now)).toBe('2026-12-07');
    expect(todayIn('Pacific/Pago_Pago', now)).toBe('2026-12-06');
  });
});
