import { createHash } from 'node:crypto';
import type { Checkout, CheckoutPaidResponse, checkoutPayRequestSchema } from '@booking/shared/contract/checkout';
import { type BookedService, type PricedCart, priceCart, startingLines } from '@booking/shared/contract/checkout-rules';
import { ERROR_STATUS } from '@booking/shared/errors/error-status';
import * as z from 'zod/mini';
import { setAppointmentStatus } from '../db/appointment-repo';
import {
  type CheckoutAppointment,
  type CheckoutPaymentRecord,
  findCheckoutAppointment,
  findCheckoutPayment,
  findOnlinePaid,
  insertCheckoutPayment,
} from '../db/checkout-repo';
import { findCustomerLink } from '../db/customer-repo';
import type { Db } from '../db/db';
import { claimIdempotencyKey, completeIdempotencyKey, type KeyClaim, type KeyRef } from '../db/idempotency-repo';
import { jsonColumnOrNull } from '../db/json-column';
import { serviceSnapshotSchema } from '../db/service-snapshot';
import { findStaffAppointment } from '../db/staff-calendar-repo';
import { applyTransition } from '../domain/appointments/apply-transition';
import { liveStatus } from '../domain/payments/live-status';
import type { DomainError, Result } from '../domain/result';
import { IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_STALE_MS } from '../http/idempotency';
import { presentCustomerLink } from '../http/present-customer';
import { presentStaffAppointment } from '../http/present-staff-appointment';
import { stableHash } from '../http/stable-hash';

/** The booked services as the cart prices them, or null when the stored snapshot is unreadable. */
function bookedServices(appointment: CheckoutAppointment): BookedService[] | null {
  const services = jsonColumnOrNull(z.array(serviceSnapshotSchema), appointment.services);
  return services?.map(({ id, name, price_minor }) => ({ id, name, price_minor })) ?? null;
}

/**
 * The cart of an appointment of the organization: unpaid, its booked services once each at
 * the booked prices; paid on site, what was charged; paid otherwise (online, or marked paid),
 * the booked services and how it was paid. Unpaid with unreadable service data:
 * missing_service_data, so staff are told rather than shown an empty cart.
 */
export async function readCheckout(
  db: Db,
  organizationId: string,
  appointmentId: string,
  now: Date,
): Promise<Result<Checkout, DomainError>> {
  const appointment = await findCheckoutAppointment(db, organizationId, appointmentId);
  if (!appointment) return { ok: false, error: { code: 'appointment_not_found' } };
  return presentCheckout(db, organizationId, appointment, now);
}

async function presentCheckout(
  db: Db,
  organizationId: string,
  appointment: CheckoutAppointment,
  now: Date,
): Promise<Result<Checkout, DomainError>> {
  const status = liveStatus(appointment, now.getTime());
  const money = (amount_minor: number) => ({ amount_minor, currency: appointment.currency });
  const link = appointment.customer_id ? await findCustomerLink(db, organizationId, appointment.customer_id) : null;
  const customer = link && appointment.customer_match ? presentCustomerLink(link, appointment.customer_match) : null;
  const onSite = await findCheckoutPayment(db, appointment.id);
  let cart: PricedCart;
  let payment: Checkout['payment'] = null;
  if (onSite) {
    cart = onSite;
    payment = { method: onSite.method, amount: money(onSite.total_minor), paid_at: onSite.paid_at.toISOString() };
  } else {
    const booked = bookedServices(appointment);
    if (!booked) return { ok: false, error: { code: 'missing_service_data' } };
    const priced = priceCart(
      { appointmentId: appointment.id, booked },
      startingLines({ appointmentId: appointment.id, booked }),
      0,
    );
    if (!priced.ok) return { ok: false, error: priced.error };
    cart = priced.value;
    if (status === 'paid') {
      const online = appointment.payment === 'online' ? await findOnlinePaid(db, appointment.id) : null;
      payment = online
        ? { method: 'online', amount: money(online.amount_minor), paid_at: online.updated_at.toISOString() }
        : {
            method: null,
            amount: money(appointment.price_minor),
            paid_at: new Date(appointment.updated_at).toISOString(),
          };
    }
  }
  return {
    ok: true,
    value: {
      appointment_id: appointment.id,
      status,
      customer,
      lines: cart.lines.map((line) => ({
        service_id: line.service_id,
        name: line.name,
        unit_price: money(line.unit_minor),
        quantity: line.quantity,
        line_total: money(line.line_minor),
      })),
      subtotal: money(cart.subtotal_minor),
      discount: money(cart.discount_minor),
      total: money(cart.total_minor),
      payable: status !== 'paid' && status !== 'cancelled',
      payment,
    },
  };
}

export type PayInput = {
  organizationId: string;
  staffUserId: string;
  appointmentId: string;
  idempotencyKey: string;
  request: z.output<typeof checkoutPayRequestSchema>;
  now: Date;
};

/** What to answer: a fresh or stored answer (status and body), or the key's state. */
export type PayAnswer =
  | { kind: 'answer'; status: number; body: CheckoutPaidResponse | { error: DomainError } }
  | Exclude<KeyClaim, { kind: 'claimed' }>;

/**
 * Pays the cart of one appointment on site, once. In one transaction: the Idempotency-Key is
 * claimed (a second request with it waits for the first and then replays its answer), the
 * appointment locked, the cart priced by the shared rules, the payment recorded and the
 * appointment set paid, and the answer stored with the key, errors included, so the same key
 * always gets the same answer. Another key for a paid appointment is 409 already_paid.
 */
export async function payCheckout(db: Db, input: PayInput): Promise<PayAnswer> {
  const { organizationId, appointmentId, request, now } = input;
  // Keys of checkouts live beside booking keys; a prefix and a hash keep them apart and short.
  const ref: KeyRef = {
    organizationId,
    key: `checkout:${createHash('sha256').update(input.idempotencyKey).digest('hex')}`,
  };
  const requestHash = stableHash({ appointmentId, request });
  return db.transaction(async (tx): Promise<PayAnswer> => {
    const claim = await claimIdempotencyKey(tx, ref, requestHash, {
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      staleBefore: new Date(now.getTime() - IDEMPOTENCY_STALE_MS),
    });
    if (claim.kind !== 'claimed') return claim;
    const paid = await pay(tx, input);
    const status = paid.ok ? 201 : ERROR_STATUS[paid.error.code];
    const body = paid.ok ? paid.value : { error: paid.error };
    await completeIdempotencyKey(tx, ref, status, body);
    return { kind: 'answer', status, body };
  });
}

async function pay(tx: Db, input: PayInput): Promise<Result<CheckoutPaidResponse, DomainError>> {
  const { organizationId, appointmentId, request, now } = input;
  const appointment = await findCheckoutAppointment(tx, organizationId, appointmentId, true);
  if (!appointment) return { ok: false, error: { code: 'appointment_not_found' } };
  const status = liveStatus(appointment, now.getTime());
  if (status === 'paid') return { ok: false, error: { code: 'already_paid' } };
  // Staff record a payment any time, once, but never of a cancelled appointment.
  const next = applyTransition({ status, start: 0 }, 'pay', now.getTime());
  if (!next.ok) return next;
  const priced = priceCart(
    { appointmentId: appointment.id, booked: bookedServices(appointment) },
    request.lines,
    request.discount_minor,
  );
  if (!priced.ok) return { ok: false, error: priced.error };
  const record: CheckoutPaymentRecord = {
    ...priced.value,
    method: request.method,
    currency: appointment.currency,
    paid_at: now,
  };
  await insertCheckoutPayment(tx, { ...record, organizationId, appointmentId, staffUserId: input.staffUserId });
  await setAppointmentStatus(tx, appointment.id, { ...next.value, feesDueMinor: appointment.fees_due_minor }, now);
  const after = await findCheckoutAppointment(tx, organizationId, appointmentId);
  const shown = await findStaffAppointment(tx, organizationId, appointmentId);
  if (!after || !shown) throw new Error('The paid appointment vanished inside its own transaction');
  const checkout = await presentCheckout(tx, organizationId, after, now);
  if (!checkout.ok) throw new Error('A paid cart could not be presented');
  return {
    ok: true,
    value: { results: { checkout: checkout.value, appointment: presentStaffAppointment(shown, now) } },
  };
}
