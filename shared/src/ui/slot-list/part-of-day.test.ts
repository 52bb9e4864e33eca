import { describe, expect, it } from '@rstest/core';
import { groupByPartOfDay, partOfDay } from './part-of-day';

describe('partOfDay', () => {
  it('reads the wall hour in the branch zone, not in UTC', () => {
    // 11:30 in Berlin is 09:30 UTC: morning either way; 12:00 Berlin is 10:00 UTC but afternoon.
    expect(partOfDay('2026-06-01T11:59:00+02:00[Europe/Berlin]')).toBe('morning');
    expect(partOfDay('2026-06-01T12:00:00+02:00[Europe/Berlin]')).toBe('afternoon');
    expect(partOfDay('2026-06-01T17:00:00+02:00[Europe/Berlin]')).toBe('evening');
  });

  it('groups slots in order and leaves out empty parts', () => {
    const slots = ['2026-06-01T09:00:00+02:00[Europe/Berlin]', '2026-06-01T18:30:00+02:00[Europe/Berlin]'];
    expect(groupByPartOfDay(slots).map((g) => [g.part, g.slots.length])).toEqual([
      ['morning', 1],
      ['evening', 1],
    ]);
  });
});
