import { randomBytes, randomUUID } from 'node:crypto';
import { MINUTE_MS, weekdayOf } from '@booking/shared/time/local-date';
import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';
import { createBranch } from '../src/commands/create-branch';
import { createOrganization } from '../src/commands/create-organization';
import type { Db } from '../src/db/db';
import { insertEmployee } from '../src/db/employee-repo';
import { insertService } from '../src/db/service-repo';
import type { Interval } from '../src/domain/availability/busy-intervals';

export const ZONE = 'Europe/Berlin';
export const SLUG = 'bench-salon';
export const BRANCH = 'busy';
const EMPLOYEES = 10;
const SERVICES = 40;
const APPOINTMENTS = 5000;
const DURATIONS = [30, 45, 60, 20, 90, 40, 30, 60];
const OPEN = 8 * 60;
const CLOSE = 20 * 60;

export type BusyBranch = {
  organizationId: string;
  branchId: string;
  /** 30 minutes, performed by everyone: what the booking clients ask for. */
  quickService: string;
  serviceIds: string[];
  employees: { id: string; serviceIds: string[] }[];
  /** Appointments seeded per employee, to work out free times without asking the API. */
  busy: Map<string, Interval[]>;
  /** Local days (day numbers) of the seeded period, Monday to Saturday. */
  days: number[];
};

/** The days a booking may be made for when the benchmark runs: from two days after the seeding. */
export const bookableDays = (branch: BusyBranch) => branch.days.filter((day) => day >= (branch.days[0] ?? 0) + 2);

/** A deterministic pseudo-random sequence, so every run seeds the same branch. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A busy branch: 10 employees working Monday to Saturday 08:00-20:00, 40 services, and
 * 5,000 booked appointments spread over the three months after `now`.
 */
export async function seedBusyBranch(db: Db, now: Date): Promise<BusyBranch> {
  const next = random(42);
  const org = await createOrganization(db, {
    slug: SLUG,
    vertical: 'beauty',
    name: 'Bench',
    pageActivated: true,
    currency: 'EUR',
    timezone: ZONE,
  });
  if (!org.ok) throw new Error(org.error.code);
  const branch = await createBranch(db, org.value.id, {
    slug: BRANCH,
    name: 'Busy',
    street: 'S',
    zip: 'Z',
    city: 'Berlin',
    country: 'DE',
    timezone: ZONE,
  });
  if (!branch.ok) throw new Error(branch.error.code);
  const services: { id: string; minutes: number; cents: number }[] = [];
  for (let i = 0; i < SERVICES; i++) {
    const minutes = DURATIONS[i % DURATIONS.length] ?? 30;
    const cents = 2000 + 500 * (i % 9);
    const { id } = await insertService(db, org.value.id, {
      category: `C${i % 5}`,
      name: `Service ${i}`,
      durationMinutes: minutes,
      priceMinor: cents,
      position: i,
      branchIds: [branch.value.id],
    });
    services.push({ id, minutes, cents });
  }
  const employees: BusyBranch['employees'] = [];
  for (let e = 0; e < EMPLOYEES; e++) {
    const serviceIds = services.filter((_, i) => i === 0 || (i + e) % 3 !== 0).map((s) => s.id);
    const hours = [1, 2, 3, 4, 5, 6].map((weekday) => ({
      branchId: branch.value.id,
      weekday,
      start: '08:00',
      end: '20:00',
    }));
    const { id } = await insertEmployee(db, org.value.id, {
      firstName: `E${e}`,
      lastName: 'Bench',
      position: e,
      serviceIds,
      workingHours: hours,
    });
    employees.push({ id, serviceIds });
  }

  const today = localDayOf(ZONE, now.getTime());
  const days: number[] = [];
  for (let day = today + 1; day <= today + 91; day++) if (weekdayOf(day) !== 0) days.push(day);
  const perEmployeeDay = APPOINTMENTS / (EMPLOYEES * days.length);
  const busy = new Map<string, Interval[]>(employees.map((e) => [e.id, []]));
  const rows: Record<string, unknown>[] = [];
  let owed = 0;
  for (const day of days) {
    for (const employee of employees) {
      owed += perEmployeeDay;
      let minute = OPEN;
      while (owed >= 1) {
        const service =
          services.find((s) => s.id === employee.serviceIds[Math.floor(next() * employee.serviceIds.length)]) ??
          services[0];
        if (!service) break;
        minute += 10 * Math.floor(next() * 4);
        if (minute + service.minutes > CLOSE) break;
        const start = zonedInstant(ZONE, day, minute);
        const end = start + service.minutes * MINUTE_MS;
        busy.get(employee.id)?.push({ start, end });
        rows.push(appointmentRow(org.value.id, branch.value.id, employee.id, start, end, service));
        minute += service.minutes;
        owed -= 1;
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await insertRows(db, rows.slice(i, i + 500));
  const quickService = services[0]?.id ?? '';
  return {
    organizationId: org.value.id,
    branchId: branch.value.id,
    quickService,
    serviceIds: services.map((s) => s.id),
    employees,
    busy,
    days,
  };
}

function appointmentRow(
  organizationId: string,
  branchId: string,
  employeeId: string,
  start: number,
  end: number,
  service: { id: string; minutes: number; cents: number },
) {
  return {
    id: randomUUID(),
    organization_id: organizationId,
    branch_id: branchId,
    employee_id: employeeId,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(end).toISOString(),
    services: [{ id: service.id, name: 'Seeded', duration_minutes: service.minutes, price_minor: service.cents }],
    price_minor: service.cents,
    manage_token_hash: randomBytes(32).toString('hex'),
  };
}

async function insertRows(db: Db, rows: Record<string, unknown>[]) {
  await db.query(
    `INSERT INTO appointments (id, organization_id, branch_id, employee_id, during, status, services, price_minor, currency,
                               manage_token_hash, first_name, last_name, email, phone, reminder, payment, policy)
     SELECT r.id, r.organization_id, r.branch_id, r.employee_id, tstzrange(r.starts_at, r.ends_at, '[)'), 'booked',
            r.services, r.price_minor, 'EUR', r.manage_token_hash, 'Bench', 'Customer', 'bench@example.com',
            '+493012345670', 'none', 'on_site',
            '{"cancellation_lead_time":{"value":1,"type":"days"},"editing_limit":{"value":0,"type":"hours"},"editing_fee":{"amount_minor":0,"currency":"EUR"},"late_cancellation_fee":{"amount_minor":0,"currency":"EUR"},"late_rescheduling_fee":{"amount_minor":0,"currency":"EUR"}}'
       FROM jsonb_to_recordset($1::text::jsonb) AS r(id uuid, organization_id uuid, branch_id uuid, employee_id uuid,
            starts_at timestamptz, ends_at timestamptz, services jsonb, price_minor int, manage_token_hash text)`,
    [JSON.stringify(rows)],
  );
}
