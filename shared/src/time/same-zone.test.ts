import { describe, expect, it } from '@rstest/core';
import { sameZone } from './same-zone';

describe('sameZone', () => {
  it('knows an old name of a zone, and tells different zones apart', () => {
    expect(sameZone('Asia/Calcutta', 'Asia/Kolkata')).toBe(true);
    expect(sameZone('Europe/Berlin', 'Europe/Berlin')).toBe(true);
    expect(sameZone('Europe/Berlin', 'America/New_York')).toBe(false);
    expect(sameZone('Nowhere/Land', 'Europe/Berlin')).toBe(false);
  });
});
