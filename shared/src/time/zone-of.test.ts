import { describe, expect, it } from '@rstest/core';
import { zoneOf } from './zone-of';

describe('zoneOf', () => {
  it('reads the zone in the brackets of an API time', () => {
    expect(zoneOf('2026-03-29T03:00:00+02:00[Europe/Berlin]')).toBe('Europe/Berlin');
    expect(zoneOf('2026-03-08T08:00:00-04:00[America/Argentina/Buenos_Aires]')).toBe('America/Argentina/Buenos_Aires');
  });

  it('is null for a time sent with an offset only', () => {
    expect(zoneOf('2026-03-29T03:00:00+02:00')).toBeNull();
    expect(zoneOf('2026-03-29T01:00:00Z')).toBeNull();
  });
});
