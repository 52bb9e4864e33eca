import type { AppointmentResponse } from '@booking/shared/contract/appointments';
import { getPayment, payOnSite, sandboxWebhook, startPayment } from '@booking/shared/contract/operations/payments';
import type { PaymentResponse } from '@booking/shared/contract/payments';
import { Hono } from 'hono';
import { hashSessionToken } from '../auth/session-token';
import { applyPaymentEvent } from '../commands/apply-payment-event';
import { payOnSite as payOnSiteCommand } from '../commands/pay-on-site';
import { startPayment as startPaymentCommand } from '../commands/start-payment';
import { findAppointment } from '../db/appointment-repo';
import { findLatestPayment } from '../db/payment-repo';
import { errorResponse } from '../http/error-response';
import { presentAppointment } from '../http/present-appointment';
import { presentPayment } from '../http/present-payment';
import { privateResponse } from '../http/private-response';
import { registerOperation } from '../http/register-operation';
import type { PaymentProvider } from '../payments/payment-provider';
import type { BookingDeps } from './booking-deps';

type PaymentDeps = Pick<BookingDeps, 'db' | 'now' | 'merchants' | 'siteUrl'> & { provider: PaymentProvider };

/**
 * Online payment of an appointment through its manage link (start or retry, read, or
 * paying at the salon instead), and the
 * provider's webhook. The webhook is the only thing that marks a payment paid or failed:
 * the customer returning from the hosted page proves nothing.
 */
export function paymentRoutes({ db, now, merchants, provider, siteUrl }: PaymentDeps) {
  const keyOf = async (organization: string, token: string) => {
    const merchant = await merchants.linkedMerchant(organization);
    if (!merchant.ok) return merchant;
    return {
      ok: true as const,
      value: { organizationId: merchant.value.id, manageTokenHash: hashSessionToken(token) },
    };
  };
  const answer = (payment: Parameters<typeof presentPayment>[0], zone: string) =>
    ({ results: { payment: presentPayment(payment, zone, now()) } }) satisfies PaymentResponse;

  const manage = new Hono();
  registerOperation(
    manage,
    startPayment,
    async (c, input) => {
      const { organization, token } = input.params;
      const key = await keyOf(organization, token);
      if (!key.ok) return errorResponse(c, key.error);
      const returnUrlFor = (branch: string) => `${siteUrl}/${organization}/${branch}/book/payment`;
      const started = await startPaymentCommand(db, provider, key.value, now(), returnUrlFor);
      if (!started.ok) return errorResponse(c, started.error);
      const { payment, zone, created } = started.value;
      return c.json(answer(payment, zone), created ? 201 : 200);
    },
    privateResponse,
  );
  registerOperation(
    manage,
    getPayment,
    async (c, input) => {
      const { organization, token } = input.params;
      const key = await keyOf(organization, token);
      if (!key.ok) return errorResponse(c, key.error);
      const appointment = await findAppointment(db, key.value);
      if (!appointment) return errorResponse(c, { code: 'appointment_not_found' });
      const payment = await findLatestPayment(db, appointment.id);
      if (!payment) return errorResponse(c, { code: 'payment_not_found' });
      return c.json(answer(payment, appointment.branch.timezone));
    },
    privateResponse,
  );

  registerOperation(
    manage,
    payOnSite,
    async (c, input) => {
      const { organization, token } = input.params;
      const key = await keyOf(organization, token);
      if (!key.ok) return errorResponse(c, key.error);
      const at = now();
      const switched = await payOnSiteCommand(db, key.value, at, { siteUrl, token });
      if (!switched.ok) return errorResponse(c, switched.error);
      return c.json({ results: { appointment: presentAppointment(switched.value, at) } } satisfies AppointmentResponse);
    },
    privateResponse,
  );

  // The signed webhook: its handler reads the raw body and signature (see `signed`).
  const webhooks = new Hono();
  registerOperation(webhooks, sandboxWebhook, async (c) => {
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
