import type { AppointmentResponse } from '@booking/shared/contract/appointments';
import type { ChangeQuote, ChangeQuoteResponse } from '@booking/shared/contract/change-quotes';
import {
  cancelAppointment,
  getAppointment,
  quoteChange,
  rescheduleAppointment,
} from '@booking/shared/contract/operations/manage';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { Hono } from 'hono';
import { hashSessionToken } from '../auth/session-token';
import { changeAppointmentStatus } from '../commands/change-appointment-status';
import { rescheduleAppointment as rescheduleCommand } from '../commands/reschedule-appointment';
import { findAppointment } from '../db/appointment-repo';
import { applyTransition } from '../domain/appointments/apply-transition';
import { quoteChange as quoteChangeCost } from '../domain/appointments/quote-change';
import { liveStatus } from '../domain/payments/live-status';
import { refundOnCancel } from '../domain/payments/refund-rules';
import { contactKeys } from '../http/contact-keys';
import { errorResponse } from '../http/error-response';
import { presentAppointment } from '../http/present-appointment';
import { privateResponse } from '../http/private-response';
import { rateLimited } from '../http/rate-limited';
import { registerOperation } from '../http/register-operation';
import { manageUrl } from '../messages/booking-summary';
import type { BookingDeps } from './booking-deps';

/**
 * The manage link: /v0/organizations/:organization/appointments/:token. The token is the
 * only key; a cancelled or past appointment is still shown. GETs change nothing.
 */
export function manageAppointmentRoutes({ db, now, limiter, clientKey, merchants, siteUrl, provider }: BookingDeps) {
  const load = async (organization: string, token: string) => {
    const merchant = await merchants.linkedMerchant(organization);
    if (!merchant.ok) return merchant;
    return { ok: true as const, value: { merchant: merchant.value, tokenHash: hashSessionToken(token) } };
  };
  const answer = (appointment: Parameters<typeof presentAppointment>[0]) =>
    ({ results: { appointment: presentAppointment(appointment, now()) } }) satisfies AppointmentResponse;

  const app = new Hono();
  registerOperation(
    app,
    getAppointment,
    async (c, input) => {
      const { organization, token } = input.params;
      const loaded = await load(organization, token);
      if (!loaded.ok) return errorResponse(c, loaded.error);
      const key = { organizationId: loaded.value.merchant.id, manageTokenHash: loaded.value.tokenHash };
      const appointment = await findAppointment(db, key);
      if (!appointment) return errorResponse(c, { code: 'appointment_not_found' });
      return c.json(answer(appointment));
    },
    privateResponse,
  );
  registerOperation(
    app,
    quoteChange,
    async (c, input) => {
      const { organization, token } = input.params;
      const { change } = input.query;
      const loaded = await load(organization, token);
      if (!loaded.ok) return errorResponse(c, loaded.error);
      const key = { organizationId: loaded.value.merchant.id, manageTokenHash: loaded.value.tokenHash };
      const appointment = await findAppointment(db, key);
      if (!appointment) return errorResponse(c, { code: 'appointment_not_found' });
      const at = now().getTime();
      const start = appointment.start.getTime();
      const zone = appointment.branch.timezone;
      const transition = change === 'cancel' ? 'cancel_by_customer' : 'reschedule';
      const allowed = applyTransition({ status: liveStatus(appointment, at), start }, transition, at);
      const cost = quoteChangeCost(appointment.policy, { start, zone }, change, at);
      const money = (amount_minor: number) => ({ amount_minor, currency: appointment.currency });
      const reason: ChangeQuote['reason'] = allowed.ok
        ? null
        : allowed.error.params.reason === 'cancelled'
          ? 'cancelled'
          : 'started';
      // What the cancellation would give back of a payment taken online, as cancelling decides it.
      const paid = appointment.settled_payment?.status === 'paid' ? appointment.settled_payment : null;
      const refund =
        allowed.ok && change === 'cancel' && paid && paid.refund_pending_minor === null
          ? refundOnCancel('customer', { amountMinor: paid.amount_minor }, appointment.fees_due_minor + cost.totalMinor)
          : null;
      const quote = {
        change,
        allowed: allowed.ok,
        reason,
        fees: allowed.ok ? cost.fees.map((fee) => ({ kind: fee.kind, amount: money(fee.amountMinor) })) : [],
        total: money(allowed.ok ? cost.totalMinor : 0),
        refund: refund === null ? null : money(refund),
        late_from: formatZoned(cost.lateFrom, zone),
        service_fee_from: formatZoned(cost.serviceFeeFrom, zone),
      };
      return c.json({ results: { quote } } satisfies ChangeQuoteResponse);
    },
    privateResponse,
  );
  registerOperation(
    app,
    rescheduleAppointment,
    async (c, input) => {
      const { organization, token } = input.params;
      const loaded = await load(organization, token);
      if (!loaded.ok) return errorResponse(c, loaded.error);
      const at = now();
      const key = { organizationId: loaded.value.merchant.id, manageTokenHash: loaded.value.tokenHash };
      const current = await findAppointment(db, key);
      if (!current) return errorResponse(c, { code: 'appointment_not_found' });
      // Keyed by the booking's email and phone too: a new address does not reset the limit.
      const limit = limiter.takeBooking(clientKey(c), contactKeys(current.contact), at);
      if (!limit.allowed) return rateLimited(c, limit.retryAfterMs);
      const moved = await rescheduleCommand(db, {
        merchant: loaded.value.merchant,
        manageTokenHash: loaded.value.tokenHash,
        request: input.body,
        now: at,
        manageLink: (branch) => manageUrl(siteUrl, loaded.value.merchant.slug, branch, token),
      });
      if (!moved.ok) return errorResponse(c, moved.error);
      return c.json(answer(moved.value));
    },
    privateResponse,
  );
  registerOperation(
    app,
    cancelAppointment,
    async (c, input) => {
      const { organization, token } = input.params;
      const loaded = await load(organization, token);
      if (!loaded.ok) return errorResponse(c, loaded.error);
      const key = { organizationId: loaded.value.merchant.id, manageTokenHash: loaded.value.tokenHash };
      const cancelled = await changeAppointmentStatus(db, key, 'cancel_by_customer', now(), provider);
      if (!cancelled.ok) return errorResponse(c, cancelled.error);
      return c.json(answer(cancelled.value));
    },
    privateResponse,
  );
  return app;
}
