import { describe, expect, it } from '@rstest/core';
import { checkPaymentTaken, refundOnCancel } from './refund-rules';

const now = Date.parse('2026-03-02T08:00:00Z');
const tomorrow = now + 86_400_000;

describe('a payment that succeeds', () => {
  it('is taken by an appointment that is booked or moved and has not started', () => {
    expect(checkPaymentTaken({ status: 'booked', start: tomorrow }, now)).toBe('take');
    expect(checkPaymentTaken({ status: 'rescheduled', start: tomorrow }, now)).toBe('take');
  });

  it('goes back when the appointment lapsed or was cancelled, was paid already, started, or is gone', () => {
    expect(checkPaymentTaken({ status: 'cancelled', start: tomorrow }, now)).toBe('refund');
    expect(checkPaymentTaken({ status: 'paid', start: tomorrow }, now)).toBe('refund');
    expect(checkPaymentTaken({ status: 'booked', start: now }, now)).toBe('refund');
    expect(checkPaymentTaken(null, now)).toBe('refund');
  });
});

describe('the refund of a cancelled paid appointment', () => {
  const payment = { amountMinor: 3000 };

  it('is everything when the customer cancels in time', () => {
    expect(refundOnCancel('customer', payment, 0)).toBe(3000);
  });

  it('keeps the fees due when the customer cancels late, and never goes below nothing', () => {
    expect(refundOnCancel('customer', payment, 1500)).toBe(1500);
    expect(refundOnCancel('customer', payment, 2500 + 1500)).toBe(0);
  });

  it('is everything when staff cancel, whatever fees were due, and nothing for a no-show', () => {
    expect(refundOnCancel('staff', payment, 1500)).toBe(3000);
    expect(refundOnCancel('no_show', payment, 0)).toBe(0);
  });
});
