import type { Customer } from '@booking/shared/contract/customers';
import { describe, expect, it } from '@rstest/core';
import { saveOutcome } from './save-outcome';

const customer = { id: 'c1' } as Customer;

describe('saveOutcome', () => {
  it('goes on with the saved customer', () => {
    expect(saveOutcome({ ok: true, status: 201, data: { results: { customer } } })).toEqual({
      kind: 'saved',
      customer,
    });
  });

  it('marks each refused field of the form, an address field included', () => {
    const outcome = saveOutcome({
      ok: false,
      status: 400,
      error: {
        code: 'invalid_input',
        fields: {
          email: [{ code: 'email_taken' }],
          'addresses.1.city': [{ code: 'too_short', params: { min: 2 } }, { code: 'invalid_characters' }],
        },
      },
    });
    expect(outcome).toEqual({
      kind: 'fields',
      fields: [
        { name: 'email', error: { code: 'email_taken' } },
        { name: 'addresses.1.city', error: { code: 'too_short', params: { min: 2 } } },
      ],
    });
  });

  it('says a problem with no field of the form above the form', () => {
    const error = { code: 'invalid_input' as const, fields: { body: [{ code: 'invalid_json' as const }] } };
    expect(saveOutcome({ ok: false, status: 400, error })).toEqual({ kind: 'failed', error });
  });

  it('tells a customer deleted meanwhile, and an unreadable answer as an internal error', () => {
    expect(saveOutcome({ ok: false, status: 404, error: { code: 'customer_not_found' } })).toEqual({
      kind: 'failed',
      error: { code: 'customer_not_found' },
    });
    expect(saveOutcome({ ok: false, status: 502, error: null })).toEqual({
      kind: 'failed',
      error: { code: 'internal' },
    });
  });

  it('offers to send again when the server was not reached', () => {
    expect(saveOutcome({ ok: false, status: 0, error: null, network: true })).toEqual({ kind: 'network' });
  });
});
