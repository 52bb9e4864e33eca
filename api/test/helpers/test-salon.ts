import { createBranch } from '../../src/commands/create-branch';
import { createOrganization } from '../../src/commands/create-organization';
import type { Db } from '../../src/db/db';
import { insertEmployee } from '../../src/db/employee-repo';
import { insertService } from '../../src/db/service-repo';

/** Monday 2 March 2026, 09:00 in Berlin: the fixed "now" of the booking tests. */
export const TEST_NOW = new Date('2026-03-02T08:00:00Z');
/** Wednesday 4 March 2026, inside the lead times from TEST_NOW. */
export const WEDNESDAY = '2026-03-04';

export type TestSalon = {
  slug: string;
  branch: string;
  organizationId: string;
  branchId: string;
  services: { cut: string; colour: string; nails: string };
  employees: { ana: string; ben: string; cleo: string };
};

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
const MON_TO_FRI = [1, 2, 3, 4, 5];

/** The branch `main` in Berlin of a test merchant. */
export async function createTestBranch(db: Db, organizationId: string) {
  const branch = await createBranch(db, organizationId, {
    slug: 'main',
    name: 'Main',
    street: 'Weg 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    timezone: 'Europe/Berlin',
  });
  if (!branch.ok) throw new Error(`test branch: ${branch.error.code}`);
  return branch.value;
}

/**
 * A salon in Berlin built for one test file: Ana does everything Mon-Sat 09-18, Ben only
 * cuts Mon-Fri 09-18, Cleo only does nails Tue-Sat 10-16. Policy: 10-minute holds, a €5
 * service fee within 2 days, late fees (€15 cancel, €10 reschedule) within 1 day.
 */
export async function createTestSalon(db: Db, slug: string): Promise<TestSalon> {
  const org = await createOrganization(db, {
    slug,
    vertical: 'beauty',
    name: `Salon ${slug}`,
    pageActivated: true,
    currency: 'EUR',
    timezone: 'Europe/Berlin',
  });
  if (!org.ok) throw new Error(`test salon: ${org.error.code}`);
  await db.query(
    `UPDATE organizations SET editing_limit_value = 2, editing_limit_unit = 'days', editing_fee_minor = 500,
            late_cancellation_fee_minor = 1500, late_rescheduling_fee_minor = 1000 WHERE id = $1`,
    [org.value.id],
  );
  const branch = { value: await createTestBranch(db, org.value.id) };
  const service = async (name: string, durationMinutes: number, priceMinor: number) =>
    (
      await insertService(db, org.value.id, {
        category: 'All',
        name,
        durationMinutes,
        priceMinor,
        branchIds: [branch.value.id],
      })
    ).id;
  const services = {
    cut: await service('Cut', 30, 3000),
    colour: await service('Colour', 60, 6000),
    nails: await service('Nails', 45, 4500),
  };
  const employee = async (
    firstName: string,
    position: number,
    serviceIds: string[],
    weekdays: number[],
    hours: [string, string],
  ) =>
    (
      await insertEmployee(db, org.value.id, {
        firstName,
        lastName: 'Test',
        position,
        serviceIds,
        workingHours: weekdays.map((weekday) => ({
          branchId: branch.value.id,
          weekday,
          start: hours[0],
          end: hours[1],
        })),
      })
    ).id;
  const employees = {
    ana: await employee('Ana', 0, [services.cut, services.colour, services.nails], MON_TO_SAT, ['09:00', '18:00']),
    ben: await employee('Ben', 1, [services.cut], MON_TO_FRI, ['09:00', '18:00']),
    cleo: await employee('Cleo', 2, [services.nails], [2, 3, 4, 5, 6], ['10:00', '16:00']),
  };
  return { slug, branch: 'main', organizationId: org.value.id, branchId: branch.value.id, services, employees };
}
