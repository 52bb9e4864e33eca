import { describe, expect, it } from '@rstest/core';
import { isLateChange } from './late-change';

const start = '2026-12-01T19:00:00+01:00[Europe/Berlin]';
const threeHours = { value: 3, type: 'hours' } as const;

describe('late changes', () => {
  it('is free until the cancellation lead time before the start and late from then on', () => {
    expect(isLateChange(Date.parse('2026-12-01T15:59:00+01:00'), start, threeHours, 'Europe/Berlin')).toBe(false);
    expect(isLateChange(Date.parse('2026-12-01T16:00:00+01:00'), start, threeHours, 'Europe/Berlin')).toBe(true);
  });
});
