import { describe, expect, it } from '@rstest/core';
import { zoneChoices } from './zone-choices';

describe('zoneChoices', () => {
  it('offers zones under the names the API keeps, once each, with UTC', () => {
    const zones = zoneChoices('Europe/Berlin');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Europe/Kiev');
    expect(zones).toContain('UTC');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
