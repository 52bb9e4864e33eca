import { describe, expect, it } from '@rstest/core';
import { needsToCall, partySizeOptions, startingPartySize } from './party-sizes';

const limits = { min_party_size: 1, max_party_size: 8 };

describe('party sizes', () => {
  it('offers every size from the branch minimum to its maximum', () => {
    expect(partySizeOptions(limits)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(partySizeOptions({ min_party_size: 2, max_party_size: 4 })).toEqual([2, 3, 4]);
  });

  it('starts with a table for two, or the earlier choice, within the limits', () => {
    expect(startingPartySize(null, limits)).toBe(2);
    expect(startingPartySize(6, limits)).toBe(6);
    expect(startingPartySize(12, limits)).toBe(8);
    expect(startingPartySize(null, { min_party_size: 3, max_party_size: 10 })).toBe(3);
  });

  it('asks a party above the maximum to call', () => {
    expect(needsToCall(8, limits)).toBe(false);
    expect(needsToCall(9, limits)).toBe(true);
  });
});
