import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import { bookingPolicySchema } from '@booking/shared/contract/booking-policy';
import type { HostStatus, ReservationCancelledBy } from '@booking/shared/contract/host-status';
import type {
  RestaurantTable as NamedTable,
  ReservationSource,
  StaffReservationListQuery,
} from '@booking/shared/contract/staff-reservations';
import * as z from 'zod/mini';
import type { TableBooking } from '../domain/reservations/seat-party';
import {
  type CustomerLinkRow,
  customerLinkColumns,
  type StaffCustomerLink,
  takeCustomerLink,
} from './customer-link-columns';
import type { Db } from './db';
import { jsonColumn } from './json-column';
import { BRANCH_ADDRESS_SQL, type BranchRef } from './merchant-settings-repo';
import { joinSql, rawSql, runSql, sql } from './sql';

/** A reservation as the host stand reads it, with what its changes and messages need. */
export type StaffReservationRecord = {
  id: string;
  organizationId: string;
  branch: BranchRef;
  table: { id: string; name: string; seats: number };
  tables: { id: string; name: string }[];
  combination: { id: string; name: string } | null;
  start: Date;
  end: Date;
  party_size: number;
  status: HostStatus;
  cancelled_by: ReservationCancelledBy | null;
  late_cancellation: boolean;
  source: ReservationSource;
  name: string | null;
  email: string | null;
  phone: string | null;
  special_request: string | null;
  staff_notes: string | null;
  reminder: 'none' | 'email' | 'sms';
  locale: 'de' | 'en';
  policy: BookingPolicy;
  currency: string;
  fees_due_minor: number;
  reschedule_count: number;
  customer_record: StaffCustomerLink | null;
  created_at: Date;
};

type Row = Omit<
  StaffReservationRecord,
  'branch' | 'table' | 'tables' | 'combination' | 'start' | 'end' | 'policy' | 'customer_record'
> &
  CustomerLinkRow & {
    branch_id: string;
    branch_slug: string;
    branch_name: string;
    branch_timezone: string;
    branch_address: string;
    table_id: string;
    table_name: string;
    table_seats: number;
    tables: unknown;
    combination_id: string | null;
    combination_name: string | null;
    starts_at: Date;
    ends_at: Date;
    policy: unknown;
  };

const SELECT = `SELECT r.id, r.organization_id AS "organizationId", r.party_size, r.status, r.cancelled_by,
         r.late_cancellation, r.source, r.name, r.email, r.phone, r.special_request, r.staff_notes, r.reminder,
         r.locale, r.policy, trim(r.currency) AS currency, r.fees_due_minor, r.reschedule_count, r.created_at,
         lower(r.during) AS starts_at, upper(r.during) AS ends_at,
         b.id AS branch_id, b.slug AS branch_slug, b.name AS branch_name, b.timezone AS branch_timezone,
         ${BRANCH_ADDRESS_SQL} AS branch_address,
         t.id AS table_id, t.name AS table_name, r.seats AS table_seats,
         (SELECT json_agg(json_build_object('id', ot.id, 'name', ot.name) ORDER BY ot.position, ot.name, ot.id)
            FROM reservation_tables ort JOIN restaurant_tables ot ON ot.id = ort.table_id
           WHERE ort.reservation_id = r.id) AS tables,
         tc.id AS combination_id, tc.name AS combination_name,
         ${customerLinkColumns('r')}
    FROM reservations r
    JOIN branches b ON b.id = r.branch_id
    -- A combination's party is shown at its first table in the owner's order, with the seats
    -- of what it occupies.
    JOIN LATERAL (SELECT t.id, t.name, t.position FROM reservation_tables rt
                    JOIN restaurant_tables t ON t.id = rt.table_id
                   WHERE rt.reservation_id = r.id ORDER BY t.position, t.name, t.id LIMIT 1) t ON true
    LEFT JOIN table_combinations tc ON tc.id = r.combination_id
    LEFT JOIN customers c ON c.id = r.customer_id`;

const occupiedTablesSchema = z.array(z.object({ id: z.string(), name: z.string() }));

function toRecord(row: Row): StaffReservationRecord {
  const [customer_record, reservation] = takeCustomerLink(row);
  const { branch_id, branch_slug, branch_name, branch_timezone, branch_address, table_id, table_name, ...a } =
    reservation;
  const { table_seats, tables, combination_id, combination_name, starts_at, ends_at, policy, ...rest } = a;
  return {
    ...rest,
    branch: { id: branch_id, slug: branch_slug, name: branch_name, timezone: branch_timezone, address: branch_address },
    table: { id: table_id, name: table_name, seats: table_seats },
    tables: jsonColumn(occupiedTablesSchema, tables),
    combination: combination_id && combination_name ? { id: combination_id, name: combination_name } : null,
    start: starts_at,
    end: ends_at,
    policy: jsonColumn(bookingPolicySchema, policy),
    customer_record,
  };
}

/** One reservation of the organization; `forUpdate` locks it for the rest of the transaction. */
export async function findStaffReservation(
  db: Db,
  organizationId: string,
  id: string,
  forUpdate = false,
): Promise<StaffReservationRecord | null> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE r.organization_id = $1 AND r.id = $2${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [organizationId, id],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export type ReservationSearch = Required<Pick<StaffReservationListQuery, 'offset' | 'limit'>> &
  Pick<StaffReservationListQuery, 'q' | 'status'> & { from: Date; to: Date };

/**
 * Reservations of a branch starting in [from, to), by start. Every word of `q` must be found
 * in the guest's name, email or phone (digits of a word are looked for in the phone, as typed
 * without spaces), case-insensitively.
 */
export async function searchStaffReservations(db: Db, branchId: string, search: ReservationSearch) {
  const where = [
    sql`r.branch_id = ${branchId}`,
    sql`lower(r.during) >= ${search.from}`,
    sql`lower(r.during) < ${search.to}`,
  ];
  for (const word of (search.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const p = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = word.replace(/[^\d]/g, '');
    const phone = digits.length >= 3 ? sql` OR r.phone LIKE ${`%${digits}%`}` : rawSql('');
    where.push(sql`(r.name ILIKE ${p} OR r.email ILIKE ${p} OR r.phone LIKE ${p}${phone})`);
  }
  if (search.status) where.push(sql`r.status = ${search.status}`);
  const condition = joinSql(where, ' AND ');
  const rows = await runSql<Row>(
    db,
    sql`${rawSql(SELECT)} WHERE ${condition}
      ORDER BY lower(r.during), t.position, r.id LIMIT ${search.limit} OFFSET ${search.offset}`,
  );
  const [count] = await runSql<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM reservations r WHERE ${condition}`,
  );
  return { reservations: rows.map(toRecord), total: count?.total ?? 0 };
}

/** The branch's tables in service, in the merchant's order. */
export function listBranchTables(db: Db, branchId: string): Promise<NamedTable[]> {
  return db.query<NamedTable>(
    `SELECT id, name, seats, position FROM restaurant_tables WHERE branch_id = $1 AND retired_at IS NULL
      ORDER BY position, name, id`,
    [branchId],
  );
}

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * The tables held (not by cancelled reservations or no-shows) around [from, to): one row per
 * reservation and table, so a combination's party holds each of its tables.
 */
export function listTableBookings(db: Db, branchId: string, from: Date, to: Date): Promise<TableBooking[]> {
  return db.query<TableBooking>(
    `SELECT reservation_id AS id, table_id AS "tableId", ${ms('lower(during)')} AS start, ${ms('upper(during)')} AS end
       FROM reservation_tables
      WHERE branch_id = $1 AND status NOT IN ('cancelled', 'no_show') AND during && tstzrange($2, $3)`,
    [branchId, from, to],
  );
}

/** Every reservation of the branch running in [from, to), once per table it holds, for the day sheet. */
export function listDayReservations(db: Db, branchId: string, from: Date, to: Date) {
  return db.query<{ id: string; tableId: string; start: number; end: number; partySize: number; status: HostStatus }>(
    `SELECT r.id, rt.table_id AS "tableId", ${ms('lower(r.during)')} AS start, ${ms('upper(r.during)')} AS end,
            r.party_size AS "partySize", r.status
       FROM reservations r JOIN reservation_tables rt ON rt.reservation_id = r.id
      WHERE r.branch_id = $1 AND r.during && tstzrange($2, $3)`,
    [branchId, from, to],
  );
}

/** A branch of the organization that takes reservations (a restaurant's); a salon's is null. */
export async function findRestaurantBranch(db: Db, organizationId: string, slug: string): Promise<BranchRef | null> {
  const [row] = await db.query<BranchRef>(
    `SELECT b.id, b.slug, b.name, b.timezone, ${BRANCH_ADDRESS_SQL} AS address
       FROM branches b JOIN organizations o ON o.id = b.organization_id
      WHERE b.organization_id = $1 AND b.slug = $2 AND o.vertical = 'gastro'`,
    [organizationId, slug],
  );
  return row ?? null;
}
