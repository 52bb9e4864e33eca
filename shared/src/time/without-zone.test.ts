import { describe, expect, it } from '@rstest/core';
import { withoutZone } from './without-zone';

describe('withoutZone', () => {
  it('leaves the ISO date-time the offset fixes', () => {
    expect(withoutZone('2026-03-29T03:00:00+02:00[Europe/Berlin]')).toBe('2026-03-29T03:00:00+02:00');
    expect(withoutZone('2026-03-29T01:00:00Z')).toBe('2026-03-29T01:00:00Z');
  });
});
