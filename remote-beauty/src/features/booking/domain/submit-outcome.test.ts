import { describe, expect, it } from '@rstest/core';
import { submitOutcome } from './submit-outcome';

const failed = (status: number, code?: string) =>
  ({ ok: false, status, error: code ? { code } : null }) as Parameters<typeof submitOutcome>[0];

describe('submitOutcome', () => {
  it('goes on with the manage token once booked', () => {
    const booked = { ok: true as const, status: 201, data: { results: { manage_token: 't'.repeat(43) } } };
    expect(submitOutcome(booked)).toEqual({ kind: 'booked', token: 't'.repeat(43) });
  });

  it('sends the customer back to the time step when the slot or its hold is gone', () => {
    expect(submitOutcome(failed(409, 'slot_taken')).kind).toBe('slot_taken');
    expect(submitOutcome(failed(422, 'slot_unavailable')).kind).toBe('slot_taken');
    expect(submitOutcome(failed(404, 'hold_not_found')).kind).toBe('slot_taken');
  });

  it('offers a retry after a network failure, a server failure or a first try still running', () => {
    expect(submitOutcome({ ok: false, status: 0, error: null, network: true }).kind).toBe('retry');
    expect(submitOutcome(failed(503)).kind).toBe('retry');
    expect(submitOutcome(failed(500, 'internal')).kind).toBe('retry');
    expect(submitOutcome(failed(409, 'idempotency_key_in_use')).kind).toBe('retry');
  });

  it('calls anything else unexpected', () => {
    expect(submitOutcome(failed(400, 'invalid_input')).kind).toBe('unexpected');
    expect(submitOutcome(failed(422, 'idempotency_key_reused')).kind).toBe('unexpected');
  });
});
