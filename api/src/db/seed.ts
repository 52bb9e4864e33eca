import { hashPassword, type PasswordCost } from '../auth/password';
import { createBranch } from '../commands/create-branch';
import { createOrganization } from '../commands/create-organization';
import type { Db } from './db';
import { insertEmployee } from './employee-repo';
import { findOrganizationBySlug } from './organization-repo';
import { DEMO_MERCHANTS, type DemoMerchant } from './seed-data';
import { seedOwners } from './seed-owners';
import { runSeedSteps } from './seed-steps';
import { insertService } from './service-repo';
import { insertStaffUser } from './staff-user-repo';

const SEED_LOCK = 7_240_002;

/**
 * Creates each demo merchant that does not exist yet, then applies the demo data steps not
 * yet applied (seed-steps.ts), all in one transaction: a restart keeps what is there
 * (including anything changed since), a database seeded by an older version gets what was
 * added since, once, and a crash never leaves half a merchant. Returns the slugs it created.
 */
export function seed(
  db: Db,
  merchants: readonly DemoMerchant[] = DEMO_MERCHANTS,
  now: Date = new Date(),
  /** Tests pass a cheap scrypt cost: each test file seeds a database of its own. */
  passwordCost?: PasswordCost,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const created: string[] = [];
    for (const merchant of merchants) {
      if (await findOrganizationBySlug(tx, merchant.organization.slug)) continue;
      await seedMerchant(tx, merchant, passwordCost);
      created.push(merchant.organization.slug);
    }
    await runSeedSteps(tx, now);
    await seedOwners(tx, now, passwordCost);
    return created;
  });
}

async function seedMerchant(db: Db, merchant: DemoMerchant, passwordCost?: PasswordCost): Promise<void> {
  const org = unwrap(await createOrganization(db, merchant.organization));
  const branchIds = new Map<string, string>();
  for (const branch of merchant.branches) {
    branchIds.set(branch.slug, unwrap(await createBranch(db, org.id, branch)).id);
  }
  const serviceIds = new Map<string, string>();
  for (const [position, service] of merchant.services.entries()) {
    const { id } = await insertService(db, org.id, {
      category: service.category,
      name: service.name,
      description: service.description ?? null,
      durationMinutes: service.minutes,
      priceMinor: service.cents,
      position,
      branchIds: service.at.map((slug) => lookup(branchIds, slug)),
    });
    serviceIds.set(service.name, id);
  }
  for (const [position, employee] of merchant.employees.entries()) {
    await insertEmployee(db, org.id, {
      firstName: employee.firstName,
      lastName: employee.lastName,
      position,
      serviceIds: employee.services.map((name) => lookup(serviceIds, name)),
      workingHours: employee.hours.flatMap((shift) =>
        shift.weekdays.map((weekday) => ({
          branchId: lookup(branchIds, shift.branch),
          weekday,
          start: shift.start,
          end: shift.end,
        })),
      ),
    });
  }
  if (merchant.staff) {
    const passwordHash = await hashPassword(merchant.staff.password, passwordCost);
    await insertStaffUser(db, {
      organizationId: org.id,
      email: merchant.staff.email,
      name: merchant.staff.name,
      passwordHash,
    });
  }
}

/** Demo data is ours: a refused slug there is a bug in this file, not an expected failure. */
function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!result.ok) throw new Error(`Demo data refused: ${result.error.code}`);
  return result.value;
}

function lookup(ids: Map<string, string>, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo data refers to an unknown entry: ${key}`);
  return id;
}
