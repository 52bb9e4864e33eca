import { describe, expect, it } from '@rstest/core';
import { canPay, paymentOutcome } from './payment-outcome';

describe('paymentOutcome', () => {
  it('reads the latest attempt the webhook decided', () => {
    expect(paymentOutcome({ status: 'paid' })).toBe('paid');
    expect(paymentOutcome({ status: 'failed' })).toBe('failed');
    expect(paymentOutcome({ status: 'expired' })).toBe('expired');
  });

  it('is unstarted when no attempt exists yet', () => {
    expect(paymentOutcome(null)).toBe('unstarted');
  });

  it('offers paying again after a declined card and while the attempt is open, never once paid or lapsed', () => {
    expect(canPay(paymentOutcome({ status: 'failed' }))).toBe(true);
    expect(canPay(paymentOutcome({ status: 'pending' }))).toBe(true);
    expect(canPay(paymentOutcome(null))).toBe(true);
    expect(canPay(paymentOutcome({ status: 'paid' }))).toBe(false);
    expect(canPay(paymentOutcome({ status: 'expired' }))).toBe(false);
    expect(canPay(paymentOutcome({ status: 'refunded' }))).toBe(false);
  });
});
