import { describe, expect, it } from '@rstest/core';
import { amountDue, applyPaymentOutcome, checkPaymentStart, paymentStatusAt } from './payment-rules';

const now = Date.parse('2026-03-02T08:00:00Z');
const online = { payment: 'online' as const, status: 'booked' as const, start: now + 86_400_000 };
const attempt = (status: 'pending' | 'paid' | 'failed', expiresInMs = 600_000) => ({
  status,
  expires_at: new Date(now + expiresInMs),
});

describe('payment state transitions: pending -> paid or failed, failed -> paid', () => {
  it('marks a pending attempt paid or failed by the outcome', () => {
    expect(applyPaymentOutcome('pending', 'succeeded')).toEqual({ changed: true, status: 'paid' });
    expect(applyPaymentOutcome('pending', 'failed')).toEqual({ changed: true, status: 'failed' });
  });

  it('records a success that follows a decline on the same checkout: the money was taken', () => {
    expect(applyPaymentOutcome('failed', 'succeeded')).toEqual({ changed: true, status: 'paid' });
  });

  it('ignores a second decline, and any outcome for a paid or refunded attempt', () => {
    expect(applyPaymentOutcome('failed', 'failed')).toEqual({ changed: false });
    expect(applyPaymentOutcome('paid', 'failed')).toEqual({ changed: false });
    expect(applyPaymentOutcome('paid', 'succeeded')).toEqual({ changed: false });
    expect(applyPaymentOutcome('refunded', 'succeeded')).toEqual({ changed: false });
    expect(applyPaymentOutcome('refunded', 'failed')).toEqual({ changed: false });
  });

  it('shows a pending attempt past its expiry as expired', () => {
    expect(paymentStatusAt(attempt('pending', 0), now)).toBe('expired');
    expect(paymentStatusAt(attempt('pending', 1), now)).toBe('pending');
    expect(paymentStatusAt(attempt('failed', 0), now)).toBe('failed');
  });
});

describe('starting a payment, and the retry', () => {
  it('starts the first attempt, and a new one after a failure or an expired checkout', () => {
    expect(checkPaymentStart(online, null, now)).toEqual({ ok: true, value: 'new' });
    expect(checkPaymentStart(online, attempt('failed'), now)).toEqual({ ok: true, value: 'new' });
    expect(checkPaymentStart(online, attempt('pending', -1), now)).toEqual({ ok: true, value: 'new' });
  });

  it('reuses the attempt still pending instead of charging twice', () => {
    expect(checkPaymentStart(online, attempt('pending'), now)).toEqual({ ok: true, value: 'reuse' });
  });

  it('refuses on-site, cancelled (or lapsed), paid and started appointments with the reason', () => {
    const reason = (r: ReturnType<typeof checkPaymentStart>) => (r.ok ? null : r.error.params.reason);
    expect(reason(checkPaymentStart({ ...online, payment: 'on_site' }, null, now))).toBe('on_site');
    expect(reason(checkPaymentStart({ ...online, status: 'cancelled' }, null, now))).toBe('cancelled');
    expect(reason(checkPaymentStart({ ...online, status: 'paid' }, null, now))).toBe('paid');
    expect(reason(checkPaymentStart({ ...online, start: now }, null, now))).toBe('started');
  });
});

describe('fee logic: what is paid online', () => {
  it('is the price plus the fees due, less what was paid before, never negative', () => {
    expect(amountDue({ price_minor: 6500, fees_due_minor: 0 }, 0)).toBe(6500);
    expect(amountDue({ price_minor: 6500, fees_due_minor: 1500 }, 0)).toBe(8000);
    expect(amountDue({ price_minor: 6500, fees_due_minor: 1500 }, 6500)).toBe(1500);
    expect(amountDue({ price_minor: 6500, fees_due_minor: 0 }, 9000)).toBe(0);
  });
});
