import { describe, expect, it } from '@rstest/core';
import { attemptFor } from './pay-attempt';

describe('the Idempotency-Key of a payment', () => {
  it('is made on the first submit', () => {
    expect(attemptFor(null, '{"a":1}', () => 'k1')).toEqual({ key: 'k1', body: '{"a":1}' });
  });

  it('is kept when the same cart is sent again after a failure', () => {
    const first = attemptFor(null, '{"a":1}', () => 'k1');
    expect(attemptFor(first, '{"a":1}', () => 'k2').key).toBe('k1');
  });

  it('is new once the cart was changed', () => {
    const first = attemptFor(null, '{"a":1}', () => 'k1');
    expect(attemptFor(first, '{"a":2}', () => 'k2')).toEqual({ key: 'k2', body: '{"a":2}' });
  });
});
