import { describe, expect, it } from '@rstest/core';
import { samePersonName } from './same-person-name';

describe('samePersonName', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(samePersonName('  Zoë Müller ', 'zoe muller')).toBe(true);
    expect(samePersonName('ÉLODIE NÚÑEZ', 'Elodie Nunez')).toBe(true);
    expect(samePersonName('Anna  Maria Weber', 'Anna Maria Weber')).toBe(true);
  });

  it('tells other names apart', () => {
    expect(samePersonName('Zoey Müller', 'Zoe Müller')).toBe(false);
    expect(samePersonName('Lucia Lopez', 'Maria Lopez')).toBe(false);
  });
});
