import type {
  Customer,
  CustomerAppointment,
  CustomerLink,
  CustomerReservation,
} from '@booking/shared/contract/customers';
import { formatZoned } from '@booking/shared/time/format-zoned';
import * as z from 'zod/mini';
import type {
  CustomerAppointmentRow,
  CustomerLinkRecord,
  CustomerRecord,
  CustomerReservationRow,
} from '../db/customer-repo';
import { jsonColumnOrNull } from '../db/json-column';
import { serviceSnapshotSchema } from '../db/service-snapshot';
import { liveStatus } from '../domain/payments/live-status';
import { publicStatus } from './present-reservation';

export function presentCustomer(c: CustomerRecord): Customer {
  return {
    id: c.id,
    customer_number: c.customer_number,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone: c.phone,
    addresses: c.addresses,
    birthday: c.birthday,
    gender: c.gender,
    company: c.company,
    b2b: c.b2b,
    newsletter: c.newsletter,
    reminders: c.reminders,
    comment: c.comment,
    source: c.source,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

const branchOf = (row: { branch_slug: string; branch_name: string; branch_timezone: string }) => ({
  slug: row.branch_slug,
  name: row.branch_name,
  timezone: row.branch_timezone,
});

/** Service names of the snapshot; a snapshot that does not parse lists none rather than failing the page. */
function serviceNames(services: unknown) {
  return (jsonColumnOrNull(z.array(serviceSnapshotSchema), services) ?? []).map((s) => ({ id: s.id, name: s.name }));
}

export function presentCustomerAppointment(a: CustomerAppointmentRow, now: Date): CustomerAppointment {
  const zone = a.branch_timezone;
  const start = new Date(a.start);
  const paymentDueAt = a.payment_due_at ? new Date(a.payment_due_at) : null;
  return {
    id: a.id,
    branch: branchOf(a),
    start: formatZoned(start.getTime(), zone),
    end: formatZoned(new Date(a.end).getTime(), zone),
    status: liveStatus({ status: a.status, payment_due_at: paymentDueAt }, now.getTime()),
    cancelled_by: a.cancelled_by === 'unpaid' ? null : a.cancelled_by,
    services: serviceNames(a.services),
    total_price: { amount_minor: a.price_minor, currency: a.currency },
    payment: a.payment,
    match: a.customer_match,
    booked_as: a.booked_as,
  };
}

export function presentCustomerReservation(r: CustomerReservationRow): CustomerReservation {
  const zone = r.branch_timezone;
  return {
    id: r.id,
    branch: branchOf(r),
    start: formatZoned(new Date(r.start).getTime(), zone),
    end: formatZoned(new Date(r.end).getTime(), zone),
    status: publicStatus(r),
    host_status: r.status,
    cancelled_by: r.cancelled_by,
    late_cancellation: r.late_cancellation,
    party_size: r.party_size,
    match: r.customer_match,
    booked_as: r.booked_as,
  };
}

export function presentCustomerLink(c: CustomerLinkRecord, match: CustomerLink['match']): CustomerLink {
  return {
    id: c.id,
    customer_number: c.customer_number,
    first_name: c.first_name,
    last_name: c.last_name,
    match,
    deleted: c.deleted_at !== null,
  };
}
