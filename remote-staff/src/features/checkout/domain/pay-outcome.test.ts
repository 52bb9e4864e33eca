import type { CheckoutPaidResponse } from '@booking/shared/contract/checkout';
import { describe, expect, it } from '@rstest/core';
import { payOutcome } from './pay-outcome';

describe('payOutcome', () => {
  it('shows the paid cart', () => {
    const results = { checkout: {}, appointment: {} } as CheckoutPaidResponse['results'];
    expect(payOutcome({ ok: true, status: 201, data: { results } })).toEqual({ kind: 'paid', paid: results });
  });

  it('offers the same request again when the answer was lost, the server failed or the first try still runs', () => {
    expect(payOutcome({ ok: false, status: 0, error: null, network: true })).toEqual({ kind: 'retry' });
    expect(payOutcome({ ok: false, status: 503, error: null })).toEqual({ kind: 'retry' });
    expect(payOutcome({ ok: false, status: 409, error: { code: 'idempotency_key_in_use' } })).toEqual({
      kind: 'retry',
    });
  });

  it('reads the cart again when it was paid elsewhere first', () => {
    expect(payOutcome({ ok: false, status: 409, error: { code: 'already_paid' } })).toEqual({ kind: 'already_paid' });
  });

  it('marks a refused discount and quantity at their fields', () => {
    const outcome = payOutcome({
      ok: false,
      status: 400,
      error: {
        code: 'invalid_input',
        fields: {
          discount_minor: [{ code: 'discount_exceeds_total' }],
          'lines.1.quantity': [{ code: 'too_big', params: { max: 99 } }],
        },
      },
    });
    expect(outcome).toEqual({
      kind: 'fields',
      fields: [
        { name: 'cart.discount', error: { code: 'discount_exceeds_total' } },
        { name: 'cart.quantities.1', error: { code: 'too_big', params: { max: 99 } } },
      ],
    });
  });

  it('says the cart rule and missing service data in words', () => {
    const other = { code: 'cart_other_appointment' as const, params: { appointment_id: 'x' } };
    expect(payOutcome({ ok: false, status: 422, error: other })).toEqual({ kind: 'failed', error: other });
    expect(payOutcome({ ok: false, status: 422, error: { code: 'missing_service_data' } })).toEqual({
      kind: 'failed',
      error: { code: 'missing_service_data' },
    });
  });
});
