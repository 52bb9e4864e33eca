import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { paymentResponseSchema } from '@booking/shared/contract/payments';
import { afterAll, beforeAll, describe, expect, it, rs } from '@rstest/core';
import * as z from 'zod/mini';
import { changeAppointmentStatus } from '../src/commands/change-appointment-status';
import type { Db } from '../src/db/db';
import type { PaymentProvider, RefundRequest } from '../src/payments/payment-provider';
import { createSandboxProvider, SANDBOX_CARDS } from '../src/payments/sandbox-provider';
import { REFUND_LEASE_MS, refundRetryDelayMs, settleRefunds } from '../src/payments/settle-refunds';
import { book, bookingBody, manage, post } from './helpers/booking-calls';
import { TEST_SANDBOX_SECRET, useTestApp } from './helpers/test-app';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

// A cancellation records its refund in the transaction and the provider is asked
// after the commit, retried until it confirms, and never refunds twice.
const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'refund-intent-salon');
  // The failures below are logged on purpose.
  rs.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => {
  rs.restoreAllMocks();
});

const sandbox = createSandboxProvider({
  secret: TEST_SANDBOX_SECRET,
  publicUrl: 'http://localhost:4000',
  deliver: async () => new Response(null),
});

/** The sandbox, counting the refunds asked for; `fail` decides per call whether it throws. */
function countingProvider(fail: (call: number) => 'before' | 'after' | false = () => false) {
  const calls: RefundRequest[] = [];
  const provider: PaymentProvider = {
    ...sandbox,
    async refund(request) {
      calls.push(request);
      const failure = fail(calls.length);
      if (failure === 'before') throw new Error('provider unavailable');
      const refund = await sandbox.refund(request);
      // The provider refunded, but its answer never arrived (timeout, or this process died).
      if (failure === 'after') throw new Error('connection reset');
      return refund;
    },
  };
  return { provider, calls };
}

/** A booking of a 30 € cut paid online; returns its id and manage token. */
async function paidAppointment(start: string) {
  const { body } = await book(t().app, salon, bookingBody(salon, { start, payment: 'online' }));
  const { appointment, manage_token: token } = z.parse(createAppointmentResponseSchema, body).results;
  const payment = z.parse(paymentResponseSchema, (await manage(t().app, salon, token, '/payment', post())).body).results
    .payment;
  const paid = await t().app.request(new URL(payment.checkout_url).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: SANDBOX_CARDS.succeeds }).toString(),
  });
  expect(paid.status).toBe(200);
  return { id: appointment.id, token };
}

const paymentRow = async (appointmentId: string) =>
  (
    await t().db.query<{ status: string; refund_id: string | null; refunded_minor: number | null }>(
      'SELECT status, refund_id, refunded_minor FROM payments WHERE appointment_id = $1',
      [appointmentId],
    )
  )[0];
const intentRow = async (appointmentId: string) =>
  (
    await t().db.query<{ status: string; attempts: number; last_error: string | null }>(
      `SELECT r.status, r.attempts, r.last_error FROM refund_intents r
         JOIN payments p ON p.id = r.payment_id WHERE p.appointment_id = $1`,
      [appointmentId],
    )
  )[0];
const cancelByStaff = (db: Db, id: string, provider: PaymentProvider, now = TEST_NOW) =>
  changeAppointmentStatus(db, { organizationId: salon.organizationId, id }, 'cancel_by_staff', now, provider);

describe('refunds asked for after the cancellation commits', () => {
  it('refunds once, right after the commit, and asking again refunds nothing more', async () => {
    const { id } = await paidAppointment('2026-03-05T10:00:00+01:00');
    const { provider, calls } = countingProvider();
    expect((await cancelByStaff(t().db, id, provider)).ok).toBe(true);

    expect(calls).toHaveLength(1);
    expect(await paymentRow(id)).toMatchObject({ status: 'refunded', refunded_minor: 3000 });
    expect(await intentRow(id)).toMatchObject({ status: 'done', attempts: 1 });
    await settleRefunds(t().db, provider, new Date(TEST_NOW.getTime() + 24 * 3600_000));
    expect(calls).toHaveLength(1);
  });

  it('keeps the cancellation when the provider fails, and refunds on a later round', async () => {
    const { id } = await paidAppointment('2026-03-05T11:00:00+01:00');
    const { provider, calls } = countingProvider((call) => (call === 1 ? 'before' : false));
    const cancelled = await cancelByStaff(t().db, id, provider);
    expect(cancelled.ok && cancelled.value.status).toBe('cancelled');
    expect(await paymentRow(id)).toMatchObject({ status: 'paid', refund_id: null });
    expect(await intentRow(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'provider unavailable' });

    // Not before its retry time...
    await settleRefunds(t().db, provider, new Date(TEST_NOW.getTime() + refundRetryDelayMs(1) - 1));
    expect(calls).toHaveLength(1);
    // ... then once.
    await settleRefunds(t().db, provider, new Date(TEST_NOW.getTime() + refundRetryDelayMs(1)));
    expect(calls).toHaveLength(2);
    expect(await paymentRow(id)).toMatchObject({ status: 'refunded', refunded_minor: 3000 });
    expect(await intentRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('refunds after a crash between the commit and the call to the provider', async () => {
    const { id } = await paidAppointment('2026-03-05T12:00:00+01:00');
    const { provider, calls } = countingProvider();
    // The process dies right after COMMIT: nothing after it reaches the database or the provider.
    let committed = false;
    const dying: Db = {
      ...t().db,
      query: (sql, params) => (committed ? Promise.reject(new Error('process died')) : t().db.query(sql, params)),
      transaction: async (fn) => {
        const result = await t().db.transaction(fn);
        committed = true;
        return result;
      },
    };
    await cancelByStaff(dying, id, provider).catch(() => undefined);
    expect(calls).toHaveLength(0);
    expect(await intentRow(id)).toMatchObject({ status: 'pending', attempts: 0 });

    // The next process's refund loop (the app's, as main.ts runs it).
    t().clock.set(new Date(TEST_NOW.getTime() + 1000));
    expect(await t().app.settleDueRefunds()).toBe(1);
    expect(await paymentRow(id)).toMatchObject({ status: 'refunded', refunded_minor: 3000 });
  });

  it('refunds at most once when the provider refunded but its answer was lost', async () => {
    const { id } = await paidAppointment('2026-03-05T13:00:00+01:00');
    const { provider, calls } = countingProvider((call) => (call === 1 ? 'after' : false));
    await cancelByStaff(t().db, id, provider);
    expect(await paymentRow(id)).toMatchObject({ status: 'paid' });

    await settleRefunds(t().db, provider, new Date(TEST_NOW.getTime() + REFUND_LEASE_MS + refundRetryDelayMs(1)));
    // Asked twice with the same idempotency key: the provider gave the same refund back.
    expect(calls.map((c) => c.idempotencyKey)).toEqual([calls[0]?.idempotencyKey, calls[0]?.idempotencyKey]);
    const first = await sandbox.refund(calls[0] as RefundRequest);
    expect(await paymentRow(id)).toMatchObject({ status: 'refunded', refund_id: first.refundId });
  });
});
