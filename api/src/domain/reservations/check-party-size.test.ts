import { describe, expect, it } from '@rstest/core';
import { checkPartySize } from './check-party-size';

describe('party-size rules', () => {
  const limits = { min: 2, max: 8 };

  it('accepts a party within the branch limits, both ends included', () => {
    expect(checkPartySize(2, limits)).toEqual({ ok: true, value: 2 });
    expect(checkPartySize(8, limits)).toEqual({ ok: true, value: 8 });
  });

  it('refuses a party above the limit with too_big and the maximum', () => {
    expect(checkPartySize(9, limits)).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { party_size: [{ code: 'too_big', params: { max: 8 } }] } },
    });
  });

  it('refuses a party below the limit with too_small and the minimum, on the field named', () => {
    expect(checkPartySize(1, limits, 'party')).toEqual({
      ok: false,
      error: { code: 'invalid_input', fields: { party: [{ code: 'too_small', params: { min: 2 } }] } },
    });
  });
});
