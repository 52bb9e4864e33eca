import { describe, expect, it } from '@rstest/core';
import { instantOf } from './instant-of';

describe('instantOf', () => {
  it('tells the two 02:30 of the autumn night apart by their offsets', () => {
    expect(new Date(instantOf('2026-10-25T02:30:00+02:00[Europe/Berlin]')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(new Date(instantOf('2026-10-25T02:30:00+01:00[Europe/Berlin]')).toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    );
  });

  it('reads a time without a zone, and is NaN for what is no time', () => {
    expect(instantOf('2026-03-29T01:00:00Z')).toBe(Date.UTC(2026, 2, 29, 1));
    expect(instantOf('tomorrow at ten')).toBeNaN();
  });
});
