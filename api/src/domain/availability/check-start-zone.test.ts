import { describe, expect, it } from '@rstest/core';
import { checkStartZone } from './check-start-zone';

describe('the zone of a requested start', () => {
  it('may be left out, or be the branch zone', () => {
    expect(checkStartZone('2026-03-04T10:00:00+01:00', 'Europe/Berlin').ok).toBe(true);
    expect(checkStartZone('2026-03-04T10:00:00+01:00[Europe/Berlin]', 'Europe/Berlin').ok).toBe(true);
  });

  it('may not be another zone, even one whose offset matches its own', () => {
    expect(checkStartZone('2026-03-04T04:00:00-05:00[America/New_York]', 'Europe/Berlin')).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { start: [{ code: 'invalid_time_zone' }] } },
    });
    expect(checkStartZone('2026-03-04T10:00:00+01:00[Europe/Paris]', 'Europe/Berlin').ok).toBe(false);
  });
});
