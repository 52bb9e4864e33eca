import { describe, expect, it } from '@rstest/core';
import { offsetFitsZone } from './offset-fits-zone';

describe('offsetFitsZone', () => {
  it('accepts the offset the zone has at that instant, on both sides of a change', () => {
    expect(offsetFitsZone('2026-10-25T02:30:00+02:00[Europe/Berlin]')).toBe(true);
    expect(offsetFitsZone('2026-10-25T02:30:00+01:00[Europe/Berlin]')).toBe(true);
    expect(offsetFitsZone('2026-03-04T10:00:00+05:30[Asia/Kolkata]')).toBe(true);
    expect(offsetFitsZone('2026-03-04T10:00:00Z[UTC]')).toBe(true);
  });

  it('refuses an offset its zone does not have then, and a zone nobody knows', () => {
    expect(offsetFitsZone('2026-07-04T10:00:00+01:00[Europe/Berlin]')).toBe(false);
    expect(offsetFitsZone('2026-03-04T10:00:00+01:00[America/New_York]')).toBe(false);
    expect(offsetFitsZone('2026-03-04T10:00:00+01:00[Nowhere/Land]')).toBe(false);
  });

  it('has nothing to check without a zone', () => {
    expect(offsetFitsZone('2026-07-04T10:00:00+01:00')).toBe(true);
  });
});
