import type { AppointmentStatus, CancelledBy, MessageLocale } from '@booking/shared/contract/appointments';
import { type BookingPolicy, bookingPolicySchema } from '@booking/shared/contract/booking-policy';
import type { EmployeeRef } from '@booking/shared/contract/employees';
import * as z from 'zod/mini';
import { CUSTOMER_FIRST_NAME, CUSTOMER_LAST_NAME } from './customer-facing-name';
import type { Db } from './db';
import { BRANCH_ADDRESS_SQL, type BranchRef } from './merchant-settings-repo';
import { type ServiceSnapshot, serviceSnapshotSchema } from './service-snapshot';

/** An appointment (never a hold) with what showing it needs. */
export type AppointmentRecord = {
  id: string;
  organization: string;
  branch: BranchRef;
  employee: EmployeeRef;
  start: Date;
  end: Date;
  status: AppointmentStatus;
  services: ServiceSnapshot[];
  price_minor: number;
  currency: string;
  contact: { first_name: string; last_name: string; email: string; phone: string; comment: string | null };
  reminder: 'none' | 'email' | 'sms';
  payment: 'online' | 'on_site';
  /** The language of the customer's messages. */
  locale: MessageLocale;
  policy: BookingPolicy;
  fees_due_minor: number;
  reschedule_count: number;
  /** 'unpaid': an online payment was not made in time (shown as cancelled by nobody). */
  cancelled_by: CancelledBy | 'unpaid' | null;
  cancelled_at: Date | null;
  created_at: Date;
  /** Online payment outstanding: the slot is kept until then (null once paid, or on site). */
  payment_due_at: Date | null;
  /** Booked by the customer online, or by staff (whose contact may be empty: a walk-in). */
  source: 'online' | 'staff';
  /** The online payment that was taken (or, failing that, the latest that went back), if any. */
  settled_payment: SettledPayment | null;
};

/** A taken online payment, and what of it is on its way back or went back. */
export type SettledPayment = {
  status: 'paid' | 'refunded';
  amount_minor: number;
  refunded_minor: number | null;
  /** A refund decided (a cancellation) that the provider has not confirmed yet. */
  refund_pending_minor: number | null;
};

type Row = Omit<
  AppointmentRecord,
  'branch' | 'employee' | 'contact' | 'services' | 'policy' | 'start' | 'end' | 'settled_payment'
> & {
  settled_status: SettledPayment['status'] | null;
  settled_amount_minor: number | null;
  settled_refunded_minor: number | null;
  settled_refund_pending_minor: number | null;
  branch_id: string;
  branch_slug: string;
  branch_name: string;
  branch_timezone: string;
  branch_address: string;
  employee_id: string;
  employee_first_name: string;
  employee_last_name: string;
  starts_at: Date;
  ends_at: Date;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  comment: string | null;
  services: unknown;
  policy: unknown;
};

const SELECT = `
  SELECT a.id, o.slug AS organization, a.status, a.services, a.price_minor, trim(a.currency) AS currency,
         lower(a.during) AS starts_at, upper(a.during) AS ends_at, a.first_name, a.last_name, a.email, a.phone,
         a.comment, a.reminder, a.payment, a.locale, a.policy, a.fees_due_minor, a.reschedule_count, a.cancelled_by,
         a.cancelled_at, a.created_at, a.payment_due_at, a.source,
         b.id AS branch_id, b.slug AS branch_slug, b.name AS branch_name, b.timezone AS branch_timezone,
         ${BRANCH_ADDRESS_SQL} AS branch_address,
         e.id AS employee_id, ${CUSTOMER_FIRST_NAME} AS employee_first_name, ${CUSTOMER_LAST_NAME} AS employee_last_name,
         pay.status AS settled_status, pay.amount_minor AS settled_amount_minor,
         pay.refunded_minor AS settled_refunded_minor, pay.refund_pending_minor AS settled_refund_pending_minor
    FROM appointments a
    JOIN organizations o ON o.id = a.organization_id
    JOIN branches b ON b.id = a.branch_id
    JOIN employees e ON e.id = a.employee_id
    LEFT JOIN LATERAL (
      SELECT p.status, p.amount_minor, p.refunded_minor, ri.amount_minor AS refund_pending_minor
        FROM payments p
        LEFT JOIN refund_intents ri ON ri.payment_id = p.id AND ri.status = 'pending'
       WHERE p.appointment_id = a.id AND p.status IN ('paid', 'refunded')
       ORDER BY p.status = 'paid' DESC, p.attempt DESC
       LIMIT 1
    ) pay ON true`;

export type AppointmentKey = { organizationId: string } & ({ manageTokenHash: string } | { id: string });

/** `forUpdate` locks the row for the rest of the transaction (changes read, decide, write). */
export async function findAppointment(
  db: Db,
  key: AppointmentKey,
  forUpdate = false,
): Promise<AppointmentRecord | null> {
  const [column, value] = 'id' in key ? ['a.id', key.id] : ['a.manage_token_hash', key.manageTokenHash];
  const [row] = await db.query<Row>(
    `${SELECT} WHERE a.organization_id = $1 AND ${column} = $2 AND a.status <> 'held'${forUpdate ? ' FOR UPDATE OF a' : ''}`,
    [key.organizationId, value],
  );
  return row ? toRecord(row) : null;
}

function toRecord(row: Row): AppointmentRecord {
  const { branch_id, branch_slug, branch_name, branch_timezone, employee_id, employee_first_name } = row;
  const { first_name, last_name, email, phone, comment, starts_at, ends_at, services, policy } = row;
  return {
    id: row.id,
    organization: row.organization,
    branch: {
      id: branch_id,
      slug: branch_slug,
      name: branch_name,
      timezone: branch_timezone,
      address: row.branch_address,
    },
    employee: { id: employee_id, first_name: employee_first_name, last_name: row.employee_last_name },
    start: starts_at,
    end: ends_at,
    status: row.status,
    services: z.parse(z.array(serviceSnapshotSchema), services),
    price_minor: row.price_minor,
    currency: row.currency,
    contact: { first_name, last_name, email, phone, comment },
    reminder: row.reminder,
    payment: row.payment,
    locale: row.locale,
    policy: z.parse(bookingPolicySchema, policy),
    fees_due_minor: row.fees_due_minor,
    reschedule_count: row.reschedule_count,
    cancelled_by: row.cancelled_by,
    cancelled_at: row.cancelled_at,
    created_at: row.created_at,
    payment_due_at: row.payment_due_at,
    source: row.source,
    settled_payment:
      row.settled_status && row.settled_amount_minor !== null
        ? {
            status: row.settled_status,
            amount_minor: row.settled_amount_minor,
            refunded_minor: row.settled_refunded_minor,
            refund_pending_minor: row.settled_refund_pending_minor,
          }
        : null,
  };
}

export type Move = { employeeId: string; start: Date; end: Date; status: AppointmentStatus; feesDueMinor: number };

/**
 * Moves an appointment in one UPDATE: its new range is checked by the exclusion constraint
 * against every other claim while its old range is given up by the same row version, so
 * the new time is secured before the old one is released. 23P01 when the new time is taken.
 */
export async function moveAppointment(db: Db, id: string, move: Move, now: Date): Promise<void> {
  await db.query(
    `UPDATE appointments
        SET employee_id = $2, during = tstzrange($3, $4, '[)'), status = $5, fees_due_minor = $6,
            reschedule_count = reschedule_count + 1, updated_at = $7
      WHERE id = $1`,
    [id, move.employeeId, move.start, move.end, move.status, move.feesDueMinor, now],
  );
}

export type StatusChange = {
  status: AppointmentStatus;
  cancelledBy: CancelledBy | null;
  feesDueMinor: number;
};

export async function setAppointmentStatus(db: Db, id: string, change: StatusChange, now: Date): Promise<void> {
  await db.query(
    `UPDATE appointments
        SET status = $2, cancelled_by = $3, cancelled_at = CASE WHEN $3::text IS NULL THEN NULL ELSE $5::timestamptz END,
            fees_due_minor = $4, updated_at = $5,
            payment_due_at = CASE WHEN $2 = 'paid' THEN NULL ELSE payment_due_at END
      WHERE id = $1`,
    [id, change.status, change.cancelledBy, change.feesDueMinor, now],
  );
}

/** Paying at the salon from now on: the online payment window ends, and with it the time limit on the slot. */
export async function setPaymentOnSite(db: Db, id: string, now: Date): Promise<void> {
  await db.query(`UPDATE appointments SET payment = 'on_site', payment_due_at = NULL, updated_at = $2 WHERE id = $1`, [
    id,
    now,
  ]);
}
