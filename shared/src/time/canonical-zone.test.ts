import { describe, expect, it } from '@rstest/core';
import { canonicalZone, RENAMED_ZONES } from './canonical-zone';

describe('canonicalZone', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['europe/berlin', 'Europe/Berlin'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['Europe/Kyiv', 'Europe/Kyiv'],
    ['asia/calcutta', 'Asia/Kolkata'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['utc', 'UTC'],
    ['Etc/UTC', 'UTC'],
    ['US/Eastern', 'America/New_York'],
    ['Europe/Bratislava', 'Europe/Bratislava'],
  ])('gives %s as %s', (given, canonical) => {
    expect(canonicalZone(given)).toBe(canonical);
  });

  it.each(['Mars/Olympus', '', 'Europe/Berlin\u0000', '../etc', 'Europe/Berlin ', 'x'.repeat(300)])(
    'knows no zone %j',
    (given) => {
      expect(canonicalZone(given)).toBeNull();
    },
  );

  it('gives every zone the platform lists a name that is its own canonical name, never a renamed one', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const canonical = canonicalZone(zone);
      expect(canonical).not.toBeNull();
      expect(canonicalZone(canonical ?? '')).toBe(canonical);
      expect(Object.keys(RENAMED_ZONES)).not.toContain(canonical);
    }
  });

  it('renames only to names the platform knows as the same zone', () => {
    for (const [old, current] of Object.entries(RENAMED_ZONES)) {
      const resolve = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
      expect(resolve(current)).toBe(resolve(old));
    }
  });
});
