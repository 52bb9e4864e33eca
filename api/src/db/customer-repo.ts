import { customerSchema } from '@booking/shared/contract/customers';
import type { HostStatus, ReservationCancelledBy } from '@booking/shared/contract/host-status';
import type { CustomerValues } from '../domain/customers/customer-values';
import type { Db } from './db';
import { jsonColumn } from './json-column';
import { insertList, joinSql, rawSql, runSql, setList, sql } from './sql';

/** A customer record as stored (live or deleted). */
export type CustomerRecord = Omit<CustomerValues, 'customer_number'> & {
  id: string;
  customer_number: string;
  source: 'online' | 'staff';
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
};

/** The columns of a record as `toRecord` reads them. */
export const COLUMNS =
  rawSql(`id, customer_number, first_name, last_name, email, phone, addresses, to_char(birthday, 'YYYY-MM-DD') AS birthday,
  gender, company, b2b, newsletter, reminders, comment, source, created_at, updated_at, deleted_at`);

export type Row = Omit<CustomerRecord, 'addresses'> & { addresses: unknown };

export const toRecord = (row: Row): CustomerRecord => ({
  ...row,
  addresses: jsonColumn(customerSchema.shape.addresses, row.addresses),
  created_at: new Date(row.created_at),
  updated_at: new Date(row.updated_at),
  deleted_at: row.deleted_at ? new Date(row.deleted_at) : null,
});

/** The unique indexes a staff write can run into, by the field they are about. */
export const CUSTOMER_UNIQUE = {
  customers_live_email_key: 'email',
  customers_organization_id_customer_number_key: 'customer_number',
} as const;

/** Inserts a record by staff; an empty number is the organization's next one. Throws 23505 on a taken email or number. */
export async function insertCustomer(db: Db, organizationId: string, v: CustomerValues, now: Date) {
  const [row] = await runSql<Row>(
    db,
    sql`INSERT INTO customers ${insertList({
      organization_id: organizationId,
      customer_number: sql`coalesce(${v.customer_number}, next_customer_number(${organizationId}))`,
      ...valueColumns(v),
      source: 'staff',
      created_at: now,
      updated_at: now,
    })}
     RETURNING ${COLUMNS}`,
  );
  if (!row) throw new Error('INSERT RETURNING gave no row');
  return toRecord(row);
}

/** Replaces a live record's fields; an empty number keeps the one it has. Null when not found. */
export async function updateCustomer(db: Db, organizationId: string, id: string, v: CustomerValues, now: Date) {
  const [row] = await runSql<Row>(
    db,
    sql`UPDATE customers
        SET ${setList({
          customer_number: sql`coalesce(${v.customer_number}, customer_number)`,
          ...valueColumns(v),
          updated_at: now,
        })}
      WHERE organization_id = ${organizationId} AND id = ${id} AND deleted_at IS NULL
      RETURNING ${COLUMNS}`,
  );
  return row ? toRecord(row) : null;
}

/** The columns a staff write sets from the form's values (the number is set by each write its own way). */
const valueColumns = (v: CustomerValues) => ({
  first_name: v.first_name,
  last_name: v.last_name,
  email: v.email,
  phone: v.phone,
  addresses: sql`${JSON.stringify(v.addresses)}::text::jsonb`,
  birthday: sql`${v.birthday}::date`,
  gender: v.gender,
  company: v.company,
  b2b: v.b2b,
  newsletter: v.newsletter,
  reminders: v.reminders,
  comment: v.comment,
});

/**
 * Deletes a live record: it leaves the list and matching, and what identifies the person
 * beyond their name and number (contact, addresses, birthday, comment) is erased. Their
 * bookings keep pointing at it, so past appointments still read whose they were.
 */
export async function deleteCustomer(db: Db, organizationId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE customers
        SET deleted_at = $3, updated_at = $3, email = NULL, phone = NULL, addresses = '[]', birthday = NULL,
            gender = NULL, company = NULL, comment = NULL, newsletter = false, reminders = false
      WHERE organization_id = $1 AND id = $2 AND deleted_at IS NULL
      RETURNING id`,
    [organizationId, id, now],
  );
  return rows.length > 0;
}

/** A live customer of the organization; another organization's is not found. */
export async function findCustomer(db: Db, organizationId: string, id: string): Promise<CustomerRecord | null> {
  const [row] = await runSql<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM customers WHERE organization_id = ${organizationId} AND id = ${id} AND deleted_at IS NULL`,
  );
  return row ? toRecord(row) : null;
}

/**
 * Live customers of the organization among `ids`, locked FOR UPDATE until the transaction
 * ends, in id order (two merges of one pair, either way round, lock alike: no deadlock). A
 * booking that matched one of them holds KEY SHARE on it, so this waits for it to commit.
 */
export async function lockLiveCustomers(db: Db, organizationId: string, ids: readonly string[]) {
  const rows = await runSql<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM customers
         WHERE organization_id = ${organizationId} AND id IN (${joinSql(ids.map((id) => sql`${id}`))}) AND deleted_at IS NULL
         ORDER BY id FOR UPDATE`,
  );
  return rows.map(toRecord);
}

/** The customer's bookings as the customer page lists them: upcoming soonest first, past latest first. */
export type CustomerAppointmentRow = {
  id: string;
  branch_slug: string;
  branch_name: string;
  branch_timezone: string;
  start: Date;
  end: Date;
  status: 'booked' | 'rescheduled' | 'cancelled' | 'paid';
  cancelled_by: 'customer' | 'staff' | 'no_show' | 'unpaid' | null;
  payment_due_at: Date | null;
  services: unknown;
  price_minor: number;
  currency: string;
  payment: 'online' | 'on_site';
  customer_match: 'matched' | 'new';
  booked_as: string | null;
};

export async function listCustomerAppointments(
  db: Db,
  customerId: string,
  when: 'upcoming' | 'past',
  now: Date,
  limit: number,
): Promise<CustomerAppointmentRow[]> {
  const upcoming = when === 'upcoming';
  return db.query<CustomerAppointmentRow>(
    `SELECT a.id, b.slug AS branch_slug, b.name AS branch_name, b.timezone AS branch_timezone,
            lower(a.during) AS start, upper(a.during) AS "end", a.status, a.cancelled_by, a.payment_due_at,
            a.services, a.price_minor, trim(a.currency) AS currency, a.payment, a.customer_match,
            coalesce(a.walk_in_name, nullif(btrim(concat_ws(' ', a.first_name, a.last_name)), '')) AS booked_as
       FROM appointments a JOIN branches b ON b.id = a.branch_id
      WHERE a.customer_id = $1 AND a.status <> 'held' AND ${upcoming ? 'upper(a.during) > $2' : 'upper(a.during) <= $2'}
      ORDER BY lower(a.during) ${upcoming ? 'ASC' : 'DESC'}, a.id
      LIMIT $3`,
    [customerId, now, limit],
  );
}

export type CustomerReservationRow = {
  id: string;
  branch_slug: string;
  branch_name: string;
  branch_timezone: string;
  start: Date;
  end: Date;
  status: HostStatus;
  cancelled_by: ReservationCancelledBy | null;
  late_cancellation: boolean;
  reschedule_count: number;
  party_size: number;
  customer_match: 'matched' | 'new';
  booked_as: string;
};

const RESERVATION_COLUMNS = `r.id, b.slug AS branch_slug, b.name AS branch_name, b.timezone AS branch_timezone,
  lower(r.during) AS start, upper(r.during) AS "end", r.status, r.cancelled_by, r.late_cancellation,
  r.reschedule_count, r.party_size, r.customer_match, r.name AS booked_as`;

/** What the restaurant keeps on a guest: reservations they did not come to or cancelled late. */
export async function countReservationRecord(db: Db, customerId: string) {
  const [row] = await db.query<{ no_shows: number; late_cancellations: number }>(
    `SELECT count(*) FILTER (WHERE status = 'no_show')::int AS no_shows,
            count(*) FILTER (WHERE late_cancellation)::int AS late_cancellations
       FROM reservations WHERE customer_id = $1`,
    [customerId],
  );
  return row ?? { no_shows: 0, late_cancellations: 0 };
}

export async function listCustomerReservations(
  db: Db,
  customerId: string,
  when: 'upcoming' | 'past',
  now: Date,
  limit: number,
): Promise<CustomerReservationRow[]> {
  const upcoming = when === 'upcoming';
  return db.query<CustomerReservationRow>(
    `SELECT ${RESERVATION_COLUMNS}
       FROM reservations r JOIN branches b ON b.id = r.branch_id
      WHERE r.customer_id = $1 AND ${upcoming ? 'upper(r.during) > $2' : 'upper(r.during) <= $2'}
      ORDER BY lower(r.during) ${upcoming ? 'ASC' : 'DESC'}, r.id
      LIMIT $3`,
    [customerId, now, limit],
  );
}

/** Links an appointment of the organization to a live customer of it; false when either is not found. */
export async function linkAppointmentToCustomer(
  db: Db,
  organizationId: string,
  appointmentId: string,
  customerId: string,
) {
  const rows = await db.query(
    `UPDATE appointments a SET customer_id = c.id, customer_match = 'matched'
       FROM customers c
      WHERE a.organization_id = $1 AND a.id = $2 AND a.status <> 'held'
        AND c.organization_id = $1 AND c.id = $3 AND c.deleted_at IS NULL
      RETURNING a.id`,
    [organizationId, appointmentId, customerId],
  );
  return rows.length > 0;
}

export async function linkReservationToCustomer(
  db: Db,
  organizationId: string,
  reservationId: string,
  customerId: string,
) {
  const rows = await db.query(
    `UPDATE reservations r SET customer_id = c.id, customer_match = 'matched'
       FROM customers c
      WHERE r.organization_id = $1 AND r.id = $2 AND c.organization_id = $1 AND c.id = $3 AND c.deleted_at IS NULL
      RETURNING r.id`,
    [organizationId, reservationId, customerId],
  );
  return rows.length > 0;
}

export async function findOrganizationReservation(
  db: Db,
  organizationId: string,
  id: string,
): Promise<(CustomerReservationRow & { customer_id: string | null }) | null> {
  const [row] = await db.query<CustomerReservationRow & { customer_id: string | null }>(
    `SELECT ${RESERVATION_COLUMNS}, r.customer_id
       FROM reservations r JOIN branches b ON b.id = r.branch_id
      WHERE r.organization_id = $1 AND r.id = $2`,
    [organizationId, id],
  );
  return row ?? null;
}

/** Whether the organization has this live customer (a staff booking for them). */
export async function customerExists(db: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM customers WHERE organization_id = $1 AND id = $2 AND deleted_at IS NULL', [
    organizationId,
    id,
  ]);
  return rows.length > 0;
}

/** The link an appointment or reservation shows: the record (deleted too) and how it was found. */
export type CustomerLinkRecord = {
  id: string;
  customer_number: string;
  first_name: string;
  last_name: string;
  deleted_at: Date | null;
};

export async function findCustomerLink(db: Db, organizationId: string, id: string): Promise<CustomerLinkRecord | null> {
  const [row] = await db.query<CustomerLinkRecord>(
    'SELECT id, customer_number, first_name, last_name, deleted_at FROM customers WHERE organization_id = $1 AND id = $2',
    [organizationId, id],
  );
  return row ?? null;
}
