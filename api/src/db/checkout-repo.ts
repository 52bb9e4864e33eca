import type { AppointmentStatus } from '@booking/shared/contract/appointments';
import type { PricedCart } from '@booking/shared/contract/checkout-rules';
import * as z from 'zod/mini';
import type { Db } from './db';
import { jsonColumn } from './json-column';
import { insertList, runSql, sql } from './sql';

const pricedLinesSchema = z.array(
  z.object({
    service_id: z.string(),
    name: z.string(),
    unit_minor: z.number(),
    quantity: z.number(),
    line_minor: z.number(),
  }),
);

/** What a checkout reads of an appointment: its booked services as stored (maybe unreadable). */
export type CheckoutAppointment = {
  id: string;
  status: AppointmentStatus;
  payment: 'online' | 'on_site';
  payment_due_at: Date | null;
  services: unknown;
  price_minor: number;
  currency: string;
  fees_due_minor: number;
  updated_at: Date;
  customer_id: string | null;
  customer_match: 'matched' | 'new' | null;
};

/** The appointment of the organization (never a hold); `forUpdate` locks it for a payment. */
export async function findCheckoutAppointment(
  db: Db,
  organizationId: string,
  id: string,
  forUpdate = false,
): Promise<CheckoutAppointment | null> {
  const [row] = await db.query<CheckoutAppointment>(
    `SELECT id, status, payment, payment_due_at, services, price_minor, trim(currency) AS currency, fees_due_minor,
            updated_at, customer_id, customer_match
       FROM appointments WHERE organization_id = $1 AND id = $2 AND status <> 'held'${forUpdate ? ' FOR UPDATE' : ''}`,
    [organizationId, id],
  );
  return row ? { ...row, payment_due_at: row.payment_due_at ? new Date(row.payment_due_at) : null } : null;
}

/** A payment on site as recorded. */
export type CheckoutPaymentRecord = PricedCart & { method: 'cash' | 'card'; currency: string; paid_at: Date };

export async function findCheckoutPayment(db: Db, appointmentId: string): Promise<CheckoutPaymentRecord | null> {
  const [row] = await db.query<Omit<CheckoutPaymentRecord, 'lines'> & { lines: unknown }>(
    `SELECT method, lines, subtotal_minor, discount_minor, total_minor, trim(currency) AS currency, paid_at
       FROM checkout_payments WHERE appointment_id = $1`,
    [appointmentId],
  );
  if (!row) return null;
  return { ...row, lines: jsonColumn(pricedLinesSchema, row.lines), paid_at: new Date(row.paid_at) };
}

/** The online payment that paid the appointment, if one did. */
export async function findOnlinePaid(db: Db, appointmentId: string) {
  const [row] = await db.query<{ amount_minor: number; currency: string; updated_at: Date }>(
    `SELECT amount_minor, trim(currency) AS currency, updated_at FROM payments
      WHERE appointment_id = $1 AND status = 'paid'`,
    [appointmentId],
  );
  return row ? { ...row, updated_at: new Date(row.updated_at) } : null;
}

/** Records the payment; the UNIQUE appointment_id refuses a second one whatever the caller checked. */
export async function insertCheckoutPayment(
  db: Db,
  payment: CheckoutPaymentRecord & { organizationId: string; appointmentId: string; staffUserId: string },
): Promise<void> {
  await runSql(
    db,
    sql`INSERT INTO checkout_payments ${insertList({
      organization_id: payment.organizationId,
      appointment_id: payment.appointmentId,
      method: payment.method,
      lines: sql`${JSON.stringify(payment.lines)}::text::jsonb`,
      subtotal_minor: payment.subtotal_minor,
      discount_minor: payment.discount_minor,
      total_minor: payment.total_minor,
      currency: payment.currency,
      staff_user_id: payment.staffUserId,
      paid_at: payment.paid_at,
    })}`,
  );
}
