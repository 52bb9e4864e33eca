import type { PaymentResponse } from '@booking/shared/contract/payments';
import { Hono } from 'hono';
import { hashSessionToken } from '../auth/session-token';
import { applyPaymentEvent } from '../commands/apply-payment-event';
import { startPayment } from '../commands/start-payment';
import { findAppointment } from '../db/appointment-repo';
import { findLatestPayment } from '../db/payment-repo';
import { errorResponse } from '../http/error-response';
import { presentPayment } from '../http/present-payment';
import { privateResponse } from '../http/private-response';
import { validate } from '../http/validate';
import type { PaymentProvider } from '../payments/payment-provider';
import type { BookingDeps } from './booking-deps';
import { manageParams } from './route-params';

type PaymentDeps = Pick<BookingDeps, 'db' | 'now' | 'merchants' | 'siteUrl'> & { provider: PaymentProvider };

/**
 * Online payment of an appointment through its manage link (start or retry, read), and the
 * provider's webhook. The webhook is the only thing that marks a payment paid or failed:
 * the customer returning from the hosted page proves nothing.
 */
export function paymentRoutes({ db, now, merchants, provider, siteUrl }: PaymentDeps) {
  const path = '/:organization/appointments/:token/payment';
  const keyOf = async (organization: string, token: string) => {
    const merchant = await merchants.publicMerchant(organization);
    if (!merchant.ok) return merchant;
    return {
      ok: true as const,
      value: { organizationId: merchant.value.id, manageTokenHash: hashSessionToken(token) },
    };
  };
  const answer = (payment: Parameters<typeof presentPayment>[0], zone: string) =>
    ({ results: { payment: presentPayment(payment, zone, now()) } }) satisfies PaymentResponse;

  const manage = new Hono()
    .use(path, privateResponse)
    .post(path, validate('param', manageParams), async (c) => {
      const { organization, token } = c.req.valid('param');
      const key = await keyOf(organization, token);
      if (!key.ok) return errorResponse(c, key.error);
      const started = await startPayment(db, provider, key.value, now());
      if (!started.ok) return errorResponse(c, started.error);
      const { payment, zone, created } = started.value;
      return c.json(answer(payment, zone), created ? 201 : 200);
    })
    .get(path, validate('param', manageParams), async (c) => {
      const { organization, token } = c.req.valid('param');
      const key = await keyOf(organization, token);
      if (!key.ok) return errorResponse(c, key.error);
      const appointment = await findAppointment(db, key.value);
      if (!appointment) return errorResponse(c, { code: 'appointment_not_found' });
      const payment = await findLatestPayment(db, appointment.id);
      if (!payment) return errorResponse(c, { code: 'payment_not_found' });
      return c.json(answer(payment, appointment.branch.timezone));
    });

  const webhooks = new Hono().post(`/${provider.name}`, async (c) => {
    const at = now();
    const event = provider.readWebhook(await c.req.text(), (name) => c.req.header(name), at);
    if (!event.ok) {
      console.warn('Payment webhook refused', { provider: provider.name, reason: event.error.params.reason });
      return errorResponse(c, { code: event.error.code });
    }
    const applied = await applyPaymentEvent(db, { provider, siteUrl }, event.value, at);
    if (!applied.ok) return errorResponse(c, applied.error);
    return c.json({ results: { received: true } });
  });

  return { manage, webhooks };
}
