import { describe, expect, it } from '@rstest/core';
import { submitOutcome } from './submit-outcome';

describe('the answer to a reservation submit', () => {
  it('books on success', () => {
    expect(submitOutcome({ ok: true, status: 201, data: 'r' })).toEqual({ kind: 'reserved', data: 'r' });
  });

  it('sends the guest back to pick another time when the time was taken or is no longer offered', () => {
    for (const code of ['slot_taken', 'slot_unavailable'] as const) {
      expect(submitOutcome({ ok: false, status: 409, error: { code } })).toEqual({ kind: 'time-taken' });
    }
  });

  it('tells a network failure from an unexpected answer', () => {
    expect(submitOutcome({ ok: false, status: 0, error: null, network: true })).toEqual({ kind: 'network' });
    expect(submitOutcome({ ok: false, status: 500, error: { code: 'internal' } })).toEqual({ kind: 'unexpected' });
    expect(submitOutcome({ ok: false, status: 502, error: null })).toEqual({ kind: 'unexpected' });
  });

  it('follows the merchant switching reservations off', () => {
    expect(submitOutcome({ ok: false, status: 403, error: { code: 'reservations_unavailable' } })).toEqual({
      kind: 'unavailable',
    });
  });
});
