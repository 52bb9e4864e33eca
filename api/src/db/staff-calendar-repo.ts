import type { AppointmentStatus, CancelledBy } from '@booking/shared/contract/appointments';
import type { AbsenceKind, StaffBranchEntry } from '@booking/shared/contract/staff-calendar';
import * as z from 'zod/mini';
import type { Busy } from '../domain/availability/busy-intervals';
import type { Shift } from '../domain/availability/free-starts';
import {
  type CustomerLinkRow,
  customerLinkColumns,
  type StaffCustomerLink,
  takeCustomerLink,
} from './customer-link-columns';
import type { Db } from './db';
import { listEmployeeShifts } from './employee-shifts-repo';
import { jsonColumn } from './json-column';
import type { BranchRef } from './merchant-settings-repo';
import { type ServiceSnapshot, serviceSnapshotSchema } from './service-snapshot';
import { joinSql, rawSql, runSql, sql } from './sql';

/** An appointment as staff see it: every state, walk-ins too. */
export type StaffAppointmentRecord = {
  id: string;
  branch: BranchRef;
  employee: { id: string; first_name: string; last_name: string };
  start: Date;
  end: Date;
  status: AppointmentStatus;
  cancelled_by: CancelledBy | 'unpaid' | null;
  payment_due_at: Date | null;
  source: 'online' | 'staff';
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  walk_in_name: string | null;
  services: ServiceSnapshot[];
  price_minor: number;
  currency: string;
  payment: 'online' | 'on_site';
  comment: string | null;
  staff_notes: string | null;
  /** The customer record it belongs to, deleted ones too; null when none. */
  customer_record: StaffCustomerLink | null;
};

export type StaffAppointmentRow = Omit<StaffAppointmentRecord, 'branch' | 'employee' | 'services' | 'customer_record'> &
  CustomerLinkRow & {
    branch_id: string;
    branch_slug: string;
    branch_name: string;
    branch_timezone: string;
    employee_id: string;
    employee_first_name: string;
    employee_last_name: string;
    services: unknown;
  };

/** The columns of a staff appointment (`toStaffAppointment` reads a row), `a` the appointment. */
export const STAFF_APPOINTMENT_SELECT = `
  SELECT a.id, a.status, a.cancelled_by, a.payment_due_at, a.source, a.first_name, a.last_name, a.email, a.phone,
         a.walk_in_name, a.services, a.price_minor, trim(a.currency) AS currency, a.payment, a.comment,
         a.staff_notes, lower(a.during) AS start, upper(a.during) AS "end",
         b.id AS branch_id, b.slug AS branch_slug, b.name AS branch_name, b.timezone AS branch_timezone,
         e.id AS employee_id, e.first_name AS employee_first_name, e.last_name AS employee_last_name,
         ${customerLinkColumns('a')}
    FROM appointments a
    JOIN branches b ON b.id = a.branch_id
    JOIN employees e ON e.id = a.employee_id
    LEFT JOIN customers c ON c.id = a.customer_id`;

export function toStaffAppointment(row: StaffAppointmentRow): StaffAppointmentRecord {
  const [customer_record, appointment] = takeCustomerLink(row);
  const { branch_id, branch_slug, branch_name, branch_timezone, employee_id, employee_first_name } = appointment;
  const { employee_last_name, services, ...rest } = appointment;
  return {
    ...rest,
    customer_record,
    branch: { id: branch_id, slug: branch_slug, name: branch_name, timezone: branch_timezone },
    employee: { id: employee_id, first_name: employee_first_name, last_name: employee_last_name },
    services: jsonColumn(z.array(serviceSnapshotSchema), services),
  };
}

/** A branch of the organization by slug; another organization's branch is not found. */
/** A branch as the staff screens name it; its country reads phone numbers (how staff see and search them). */
export type StaffBranchRef = BranchRef & { country: string };

export async function findStaffBranch(db: Db, organizationId: string, slug: string): Promise<StaffBranchRef | null> {
  const [row] = await db.query<StaffBranchRef>(
    'SELECT id, slug, name, timezone, country FROM branches WHERE organization_id = $1 AND slug = $2',
    [organizationId, slug],
  );
  return row ?? null;
}

/** Every branch of the organization, closed ones too, as the staff's branch choice shows them. */
export function listStaffBranches(db: Db, organizationId: string): Promise<StaffBranchEntry[]> {
  return db.query<StaffBranchEntry>(
    `SELECT id, slug, name, timezone, trim(country) AS country,
            concat_ws(' ', street, nullif(house_number, '')) AS street, zip, city, closed_at IS NOT NULL AS closed
       FROM branches WHERE organization_id = $1 ORDER BY position, name`,
    [organizationId],
  );
}

/** One appointment of the organization (never a hold); `forUpdate` locks it for the transaction. */
export async function findStaffAppointment(
  db: Db,
  organizationId: string,
  id: string,
  forUpdate = false,
): Promise<StaffAppointmentRecord | null> {
  const [row] = await db.query<StaffAppointmentRow>(
    `${STAFF_APPOINTMENT_SELECT} WHERE a.organization_id = $1 AND a.id = $2 AND a.status <> 'held'${forUpdate ? ' FOR UPDATE OF a' : ''}`,
    [organizationId, id],
  );
  return row ? toStaffAppointment(row) : null;
}

/** The branch's appointments running in [from, to), in start order, cancelled ones too. */
export async function listAppointmentsBetween(db: Db, branchId: string, from: Date, to: Date) {
  const rows = await db.query<StaffAppointmentRow>(
    `${STAFF_APPOINTMENT_SELECT} WHERE a.branch_id = $1 AND a.status <> 'held' AND a.during && tstzrange($2, $3)
      ORDER BY lower(a.during), e.position, a.id`,
    [branchId, from, to],
  );
  return rows.map(toStaffAppointment);
}

export type AppointmentSearch = {
  when: 'upcoming' | 'past';
  q?: string;
  employee?: string;
  status?: AppointmentStatus;
  offset: number;
  limit: number;
};

/**
 * A page of the branch's appointments: upcoming ones from `now`, soonest first, or past
 * ones, latest first. The search matches a part of the customer's name (first, last, both,
 * or the walk-in's), email or phone, case-insensitively. One row more than the page tells
 * whether there is a next one.
 */
export async function searchAppointments(db: Db, branchId: string, search: AppointmentSearch, now: Date) {
  const upcoming = search.when === 'upcoming';
  const where = [
    sql`a.branch_id = ${branchId}`,
    rawSql(`a.status <> 'held'`),
    upcoming ? sql`upper(a.during) > ${now}` : sql`upper(a.during) <= ${now}`,
  ];
  if (search.q) {
    const p = `%${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = search.q.replace(/[^\d+]/g, '');
    const phone = digits.length >= 3 ? sql` OR a.phone LIKE ${`%${digits}%`}` : rawSql('');
    where.push(sql`(concat_ws(' ', a.first_name, a.last_name) ILIKE ${p} OR a.walk_in_name ILIKE ${p}
                 OR a.email ILIKE ${p}${phone})`);
  }
  if (search.employee) where.push(sql`a.employee_id = ${search.employee}`);
  if (search.status) where.push(sql`a.status = ${search.status}`);
  const rows = await runSql<StaffAppointmentRow>(
    db,
    sql`${rawSql(STAFF_APPOINTMENT_SELECT)} WHERE ${joinSql(where, ' AND ')}
      ORDER BY lower(a.during) ${rawSql(upcoming ? 'ASC' : 'DESC')}, a.id LIMIT ${search.limit + 1} OFFSET ${search.offset}`,
  );
  const page = rows.slice(0, search.limit).map(toStaffAppointment);
  return { page, nextOffset: rows.length > search.limit ? search.offset + search.limit : null };
}

export type AbsenceRecord = {
  id: string;
  employee: { id: string; first_name: string; last_name: string };
  kind: AbsenceKind;
  start: Date;
  end: Date;
  reason: string | null;
  notes: string | null;
};

type AbsenceRow = Omit<AbsenceRecord, 'employee'> & {
  employee_id: string;
  employee_first_name: string;
  employee_last_name: string;
};

const ABSENCE_SELECT = `
  SELECT x.id, x.kind, lower(x.during) AS start, upper(x.during) AS "end", x.reason, x.notes,
         e.id AS employee_id, e.first_name AS employee_first_name, e.last_name AS employee_last_name
    FROM absences x JOIN employees e ON e.id = x.employee_id`;

const toAbsence = ({ employee_id, employee_first_name, employee_last_name, ...rest }: AbsenceRow): AbsenceRecord => ({
  ...rest,
  employee: { id: employee_id, first_name: employee_first_name, last_name: employee_last_name },
});

/** Absences in [from, to) of the employees who work at the branch. */
export async function listAbsencesBetween(db: Db, branchId: string, from: Date, to: Date) {
  const rows = await db.query<AbsenceRow>(
    `${ABSENCE_SELECT}
      WHERE x.during && tstzrange($2, $3)
        AND EXISTS (SELECT 1 FROM employee_shifts s WHERE s.employee_id = x.employee_id AND s.branch_id = $1)
      ORDER BY lower(x.during), e.position, x.id`,
    [branchId, from, to],
  );
  return rows.map(toAbsence);
}

export async function findAbsence(db: Db, organizationId: string, id: string, forUpdate = false) {
  const [row] = await db.query<AbsenceRow>(
    `${ABSENCE_SELECT} WHERE x.organization_id = $1 AND x.id = $2${forUpdate ? ' FOR UPDATE OF x' : ''}`,
    [organizationId, id],
  );
  return row ? toAbsence(row) : null;
}

/** The branch's opening hours by weekday (restaurants have them; salons usually not). */
export async function listOpeningHours(db: Db, branchId: string): Promise<Shift[]> {
  return db.query<Shift>(
    `SELECT weekday, (extract(epoch FROM start_time) / 60)::int AS "startMinute",
            (extract(epoch FROM end_time) / 60)::int AS "endMinute"
       FROM branch_opening_hours WHERE branch_id = $1 ORDER BY weekday, start_time`,
    [branchId],
  );
}

/** An employee of the organization with their hours at every branch they work at. */
export type StaffEmployee = { id: string; first_name: string; last_name: string; shiftsByBranch: Map<string, Shift[]> };

/** `forUpdate` locks the employee: staff writes on one person's time then run one at a time. */
export async function findStaffEmployee(
  db: Db,
  organizationId: string,
  id: string,
  forUpdate = false,
): Promise<StaffEmployee | null> {
  const [employee] = await db.query<Omit<StaffEmployee, 'shiftsByBranch'>>(
    `SELECT id, first_name, last_name FROM employees
      WHERE organization_id = $1 AND id = $2 AND removed_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
    [organizationId, id],
  );
  if (!employee) return null;
  const hours = (await listEmployeeShifts(db, [id])).get(id) ?? [];
  const shiftsByBranch = new Map<string, Shift[]>();
  for (const { branchId, ...shift } of hours)
    shiftsByBranch.set(branchId, [...(shiftsByBranch.get(branchId) ?? []), shift]);
  return { ...employee, shiftsByBranch };
}

/**
 * What occupies an employee over [from, to), at any branch: absences, appointments and
 * holds (an appointment awaiting online payment blocks like a hold until it is due).
 */
export async function loadEmployeeBusy(db: Db, employeeId: string, from: Date, to: Date): Promise<Busy[]> {
  const rows = await db.query<{ kind: Busy['kind']; id: string; start: Date; end: Date; expires_at: Date | null }>(
    `SELECT 'absence' AS kind, id, lower(during) AS start, upper(during) AS "end", NULL::timestamptz AS expires_at
       FROM absences WHERE employee_id = $1 AND during && tstzrange($2, $3)
     UNION ALL
     SELECT CASE WHEN status = 'held' OR payment_due_at IS NOT NULL THEN 'hold' ELSE 'appointment' END, id,
            lower(during), upper(during), coalesce(hold_expires_at, payment_due_at)
       FROM appointments WHERE employee_id = $1 AND status <> 'cancelled' AND during && tstzrange($2, $3)`,
    [employeeId, from, to],
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    start: new Date(r.start).getTime(),
    end: new Date(r.end).getTime(),
    expiresAt: r.expires_at ? new Date(r.expires_at).getTime() : null,
  }));
}
