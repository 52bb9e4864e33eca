import { describe, expect, it } from '@rstest/core';
import { paymentState } from './payment-state';

const NOW = Date.parse('2026-03-02T08:05:00Z');
const DUE = new Date('2026-03-02T08:10:00Z');
const online = {
  status: 'booked' as const,
  payment: 'online' as const,
  payment_due_at: DUE,
  cancelled_by: null,
  cancelled_at: null,
  settled_payment: null,
};
const paid = { status: 'paid' as const, amount_minor: 3000, refunded_minor: null, refund_pending_minor: null };

describe('paymentState', () => {
  it('is due while the window runs, released after it (recorded or not)', () => {
    expect(paymentState(online, NOW)).toEqual({ state: 'due', pay_by: DUE });
    expect(paymentState(online, DUE.getTime())).toEqual({ state: 'released', pay_by: DUE, refunded: null });
    const recorded = { ...online, status: 'cancelled' as const, cancelled_by: 'unpaid' as const, cancelled_at: DUE };
    expect(paymentState({ ...recorded, payment_due_at: null }, NOW)).toMatchObject({ state: 'released', pay_by: DUE });
  });

  it('says paid, refund pending and refunded from the settled payment, whatever the booking became', () => {
    const cancelled = {
      ...online,
      status: 'cancelled' as const,
      cancelled_by: 'customer' as const,
      payment_due_at: null,
    };
    expect(paymentState({ ...online, status: 'paid', payment_due_at: null, settled_payment: paid }, NOW)).toEqual({
      state: 'paid',
      amount: 3000,
    });
    expect(paymentState({ ...cancelled, settled_payment: { ...paid, refund_pending_minor: 1500 } }, NOW)).toEqual({
      state: 'refund_pending',
      amount: 1500,
    });
    const refunded = { ...paid, status: 'refunded' as const, refunded_minor: 1500 };
    expect(paymentState({ ...cancelled, settled_payment: refunded }, NOW)).toEqual({ state: 'refunded', amount: 1500 });
  });

  it('is on site, or unpaid when cancelled before paying online', () => {
    expect(paymentState({ ...online, payment: 'on_site', payment_due_at: null }, NOW)).toEqual({ state: 'on_site' });
    const cancelled = { ...online, status: 'cancelled' as const, cancelled_by: 'customer' as const };
    expect(paymentState(cancelled, NOW)).toEqual({ state: 'unpaid' });
  });
});
