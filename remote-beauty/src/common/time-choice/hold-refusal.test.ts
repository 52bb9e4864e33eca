import { describe, expect, it } from '@rstest/core';
import { holdLimitOf } from './hold-refusal';

describe('holdLimitOf', () => {
  it('reads the live-hold cap from a rate_limited refusal of a hold', () => {
    expect(holdLimitOf({ code: 'rate_limited', params: { max_live_holds: 5 } })).toBe(5);
  });

  it('is null for the request-rate limit, other errors and no error', () => {
    expect(holdLimitOf({ code: 'rate_limited', params: { retry_after_seconds: 30 } })).toBeNull();
    expect(holdLimitOf({ code: 'internal' })).toBeNull();
    expect(holdLimitOf(null)).toBeNull();
  });
});
