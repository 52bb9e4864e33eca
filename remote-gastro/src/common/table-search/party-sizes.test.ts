import { describe, expect, it } from '@rstest/core';
import { largestPartySize, limitFromRefusal, needsToCall, partySizeOptions, startingPartySize } from './party-sizes';

const limits = { min_party_size: 1, max_party_size: 8 };

describe('party sizes', () => {
  it('offers the sizes the online tables and combinations seat, gaps included', () => {
    const rules = { ...limits, max_party_size: 12, party_sizes: [1, 2, 3, 4, 6, 7, 8] };
    expect(partySizeOptions(rules)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(largestPartySize(rules)).toBe(8);
  });

  it('asks a party above the largest size seated online to call, below the branch maximum too', () => {
    const rules = { ...limits, max_party_size: 12, party_sizes: [2, 3, 4, 5, 6] };
    expect(needsToCall(6, rules)).toBe(false);
    expect(needsToCall(7, rules)).toBe(true);
  });

  it('starts with the earlier choice while it is offered, else the next size up, else the largest', () => {
    const rules = { ...limits, party_sizes: [1, 2, 4, 5, 6] };
    expect(startingPartySize(5, rules)).toBe(5);
    expect(startingPartySize(3, rules)).toBe(4);
    expect(startingPartySize(8, rules)).toBe(6);
    expect(startingPartySize(null, { ...limits, party_sizes: [3, 4] })).toBe(3);
  });

  it('falls back to the limits when the API names no sizes (an older API)', () => {
    expect(partySizeOptions({ ...limits, party_sizes: undefined })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(largestPartySize(limits)).toBe(8);
  });

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

describe('limitFromRefusal', () => {
  it('reads the smallest party a branch takes from a too_small refusal, the largest from too_big', () => {
    const refusal = (code: 'too_small' | 'too_big', params: Record<string, number>) => ({
      code: 'invalid_input' as const,
      fields: { party_size: [{ code, params }] },
    });
    expect(limitFromRefusal(refusal('too_small', { min: 4 }))).toBe(4);
    expect(limitFromRefusal(refusal('too_big', { max: 8 }))).toBe(8);
  });

  it('is null for a refusal about something else, or none', () => {
    expect(limitFromRefusal({ code: 'invalid_input', fields: { date: [{ code: 'too_small' }] } })).toBeNull();
    expect(limitFromRefusal({ code: 'internal' })).toBeNull();
    expect(limitFromRefusal(null)).toBeNull();
  });
});
