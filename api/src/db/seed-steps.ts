import { formatZoned } from '@booking/shared/time/format-zoned';
import { weekdayOf } from '@booking/shared/time/local-date';
import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';
import { bookForStaff } from '../commands/staff-book-appointment';
import { shiftsOn } from '../domain/availability/shifts-on';
import { insertAbsence } from './absence-repo';
import { insertCustomer } from './customer-repo';
import type { Db } from './db';
import { DEMO_CUSTOMERS } from './demo-customer-data';
import { DEMO_RESTAURANTS } from './demo-restaurant-data';
import { DEMO_ABSENCES, DEMO_POLICIES } from './demo-schedule-data';
import { findMerchantAndBranch } from './merchant-settings-repo';
import { findOrganizationBySlug } from './organization-repo';
import { insertOpeningHours, insertRestaurantTable, setReservationRules } from './restaurant-setup-repo';
import { listBranchEmployees } from './schedule-repo';
import { saveArea, saveCombination } from './table-settings-repo';

export type SeedStep = { name: string; run: (db: Db, now: Date) => Promise<void> };

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Demo data that came after the first seed, each applied once per database, in order. */
export const SEED_STEPS: readonly SeedStep[] = [
  {
    name: '0003-demo-booking-policies',
    run: async (db) => {
      for (const [slug, { holdMinutes, policy }] of Object.entries(DEMO_POLICIES)) {
        await db.query(
          `UPDATE organizations
              SET hold_minutes = $2, editing_limit_value = $3, editing_limit_unit = $4, editing_fee_minor = $5,
                  late_cancellation_fee_minor = $6, late_rescheduling_fee_minor = $7
            WHERE slug = $1`,
          [
            slug,
            holdMinutes,
            policy.editing_limit.value,
            policy.editing_limit.type,
            policy.editing_fee.amount_minor,
            policy.late_cancellation_fee.amount_minor,
            policy.late_rescheduling_fee.amount_minor,
          ],
        );
      }
    },
  },
  {
    name: '0003-demo-absences',
    run: async (db, now) => {
      for (const [slug, absences] of Object.entries(DEMO_ABSENCES)) {
        const employees = await db.query<{ id: string; organization_id: string; name: string; timezone: string }>(
          `SELECT e.id, e.organization_id, e.first_name || ' ' || e.last_name AS name, o.timezone
             FROM employees e JOIN organizations o ON o.id = e.organization_id WHERE o.slug = $1`,
          [slug],
        );
        for (const absence of absences) {
          const employee = employees.find((e) => e.name === absence.employee);
          if (!employee) continue; // The merchant or the person was removed since: nothing to add.
          const today = localDayOf(employee.timezone, now.getTime());
          for (let day = today + absence.fromDay; day < today + absence.fromDay + absence.days; day++) {
            if (absence.weekdays && !absence.weekdays.includes(weekdayOf(day))) continue;
            const [from, to] = absence.between
              ? [minutes(absence.between.start), minutes(absence.between.end)]
              : [0, 24 * 60];
            await insertAbsence(db, {
              organizationId: employee.organization_id,
              employeeId: employee.id,
              kind: absence.kind,
              start: new Date(zonedInstant(employee.timezone, day, from)),
              end: new Date(zonedInstant(employee.timezone, day, to)),
              reason: absence.reason,
            });
          }
        }
      }
    },
  },
  {
    name: '0004-demo-restaurant-tables',
    run: async (db) => {
      for (const demo of DEMO_RESTAURANTS) {
        // A branch that has tables or hours already was set up by hand: leave it as it is.
        const [branch] = await db.query<{ organization_id: string; id: string }>(
          `SELECT b.organization_id, b.id FROM branches b JOIN organizations o ON o.id = b.organization_id
            WHERE o.slug = $1 AND b.slug = $2
              AND NOT EXISTS (SELECT 1 FROM restaurant_tables t WHERE t.branch_id = b.id)
              AND NOT EXISTS (SELECT 1 FROM branch_opening_hours h WHERE h.branch_id = b.id)`,
          [demo.organization, demo.branch],
        );
        if (!branch) continue; // Removed since, or set up already: nothing to add.
        const ref = { organizationId: branch.organization_id, branchId: branch.id };
        await setReservationRules(db, branch.id, demo.rules);
        for (const { weekdays, start, end } of demo.openingHours) {
          for (const weekday of weekdays) await insertOpeningHours(db, ref, { weekday, start, end });
        }
        for (const [position, table] of demo.tables.entries()) {
          await insertRestaurantTable(db, ref, { ...table, position });
        }
      }
    },
  },
  {
    // The staff calendar is not empty on its first visit: walk-ins at the salon's Mitte
    // branch on the next three days, an hour and three hours into each shift, through the
    // same rules as a staff booking (a time the absences or hours leave no room for is skipped).
    name: '0014-demo-staff-appointments',
    run: async (db, now) => {
      const { merchant, branch } = await findMerchantAndBranch(db, 'demo-salon', 'mitte');
      if (!merchant || !branch) return;
      const zone = branch.timezone;
      const today = localDayOf(zone, now.getTime());
      const names = ['Mia Schulz', 'Jonas Weber', 'Lea Fischer', 'Paul Wagner', 'Emma Koch', 'Ben Richter'];
      let next = 0;
      for (const employee of await listBranchEmployees(db, branch.id)) {
        const serviceId = employee.service_ids[0];
        if (!serviceId) continue;
        for (let day = today + 1; day <= today + 3; day++) {
          const [shift] = shiftsOn(employee.shifts, day);
          if (!shift) continue;
          for (const offset of [60, 180]) {
            const start = zonedInstant(zone, day, shift.startMinute + offset);
            await bookForStaff(db, {
              merchant,
              branch,
              request: {
                services: [serviceId],
                employee_id: employee.id,
                start: formatZoned(start, zone),
                walk_in_name: names[next++ % names.length],
              },
              now,
            });
          }
        }
      }
    },
  },
  {
    // Customer records: a few per demo merchant, those named like the seeded
    // walk-ins linked to them, so the calendar and the customer list are not empty.
    name: '0015-demo-customers',
    run: async (db, now) => {
      for (const [slug, customers] of Object.entries(DEMO_CUSTOMERS)) {
        const organization = await findOrganizationBySlug(db, slug);
        if (!organization) continue;
        // A merchant that has customers already (the step ran, or staff began) is left alone.
        const existing = await db.query('SELECT 1 FROM customers WHERE organization_id = $1 LIMIT 1', [
          organization.id,
        ]);
        if (existing.length > 0) continue;
        for (const values of customers) {
          const created = await insertCustomer(db, organization.id, values, now);
          await db.query(
            `UPDATE appointments SET customer_id = $3, customer_match = 'matched'
              WHERE organization_id = $1 AND walk_in_name = $2 AND customer_id IS NULL`,
            [organization.id, `${values.first_name} ${values.last_name}`, created.id],
          );
        }
      }
    },
  },
  {
    // The demo restaurant's floor (decision 0080): its tables in areas, and a combination.
    name: '0035-demo-restaurant-floor',
    run: async (db) => {
      for (const demo of DEMO_RESTAURANTS) {
        // A branch whose owner has set up areas or combinations already is left as it is.
        const [branch] = await db.query<{ organization_id: string; id: string }>(
          `SELECT b.organization_id, b.id FROM branches b JOIN organizations o ON o.id = b.organization_id
            WHERE o.slug = $1 AND b.slug = $2
              AND NOT EXISTS (SELECT 1 FROM restaurant_areas a WHERE a.branch_id = b.id)
              AND NOT EXISTS (SELECT 1 FROM table_combinations c WHERE c.branch_id = b.id)`,
          [demo.organization, demo.branch],
        );
        if (!branch) continue;
        const at = { organizationId: branch.organization_id, branchId: branch.id };
        const tableIds = async (names: string[]) =>
          (
            await db.query<{ id: string }>(
              `SELECT id FROM restaurant_tables
                WHERE branch_id = $1 AND retired_at IS NULL AND name = ANY(string_to_array($2, ','))`,
              [branch.id, names.join(',')],
            )
          ).map((row) => row.id);
        for (const area of demo.areas) {
          const id = await saveArea(db, at, null, area.name);
          const ids = await tableIds(area.tables);
          await db.query("UPDATE restaurant_tables SET area_id = $1 WHERE id = ANY(string_to_array($2, ',')::uuid[])", [
            id,
            ids.join(','),
          ]);
        }
        for (const combination of demo.combinations) {
          const ids = await tableIds(combination.tables);
          // Tables renamed or retired since: the combination would not be the one meant.
          if (ids.length !== combination.tables.length) continue;
          await saveCombination(db, at, null, {
            name: combination.name,
            table_ids: ids,
            min_seats: combination.minSeats,
            max_seats: combination.maxSeats,
          });
        }
      }
    },
  },
];

/** Runs the steps not yet recorded in `seed_steps`; returns the names it ran. */
export async function runSeedSteps(db: Db, now: Date, steps: readonly SeedStep[] = SEED_STEPS): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const done = await db.query('SELECT 1 FROM seed_steps WHERE name = $1', [step.name]);
    if (done.length > 0) continue;
    await step.run(db, now);
    await db.query('INSERT INTO seed_steps (name, applied_at) VALUES ($1, $2)', [step.name, now]);
    ran.push(step.name);
  }
  return ran;
}
