import { describe, expect, it } from '@rstest/core';
import { checkPaymentTaken, refundOnCancel } from './refund-rules';

const now = Date.parse('2026-03-02T08:00:00Z');
const tomorrow = now + 86_400_000;

describe('a payment that succeeds', () => {
  const booked = { status: 'booked' as const, cancelledBy: null, start: tomorrow };

  it('is taken by an appointment that is booked or moved and has not started', () => {
    expect(checkPaymentTaken(booked, now)).toBe('take');
    expect(checkPaymentTaken({ ...booked, status: 'rescheduled' }, now)).toBe('take');
  });

  it('goes back when the appointment lapsed unpaid, recorded or not yet', () => {
    expect(checkPaymentTaken({ ...booked, status: 'cancelled' }, now)).toBe('lapsed');
    expect(checkPaymentTaken({ ...booked, status: 'cancelled', cancelledBy: 'unpaid' }, now)).toBe('lapsed');
  });

  it('goes back when the appointment was cancelled, was paid already, started, or is gone', () => {
    expect(checkPaymentTaken({ ...booked, status: 'cancelled', cancelledBy: 'customer' }, now)).toBe('cancelled');
    expect(checkPaymentTaken({ ...booked, status: 'cancelled', cancelledBy: 'staff' }, now)).toBe('cancelled');
    expect(checkPaymentTaken({ ...booked, status: 'paid' }, now)).toBe('paid');
    expect(checkPaymentTaken({ ...booked, start: now }, now)).toBe('started');
    expect(checkPaymentTaken(null, now)).toBe('gone');
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
