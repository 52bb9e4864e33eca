import { describe, expect, it } from '@rstest/core';
import { todayIn } from './staff-branch';

describe('todayIn', () => {
  it('gives the branch’s date, not the machine’s, late in the evening UTC', () => {
    // 23:30 UTC on 24 Nov is already 25 Nov in Berlin (UTC+1) and still 24 Nov in New York.
    const instant = Date.UTC(2026, 10, 24, 23, 30);
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-11-25');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-24');
  });
});
