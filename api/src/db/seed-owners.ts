import { hashPassword, type PasswordCost } from '../auth/password';
import type { Db } from './db';
import { runSeedSteps } from './seed-steps';

/** The demo merchants' owners (the README lists them); their staff stay `staff`. */
export const DEMO_OWNERS = [
  { organization: 'demo-salon', email: 'owner@demo-salon.test', password: 'demo-salon-owner', name: 'Clara Hoffmann' },
  {
    organization: 'demo-restaurant',
    email: 'owner@demo-restaurant.test',
    password: 'demo-restaurant-owner',
    name: 'Aylin Demir',
  },
] as const;

/**
 * Gives each demo merchant its owner, once per database (a seed step: an owner removed
 * since is not brought back), on a fresh database and on one seeded before roles existed.
 * A merchant that is gone, or an email already in use, is left alone. A step of its own
 * beside the others because it hashes at the seed's password cost.
 */
export const DEMO_OWNERS_STEP = '0027-demo-owners';

export async function seedOwners(db: Db, now: Date, passwordCost?: PasswordCost): Promise<void> {
  await runSeedSteps(db, now, [
    {
      name: DEMO_OWNERS_STEP,
      run: async (tx) => {
        for (const owner of DEMO_OWNERS) {
          const [missing] = await tx.query<{ id: string }>(
            `SELECT o.id FROM organizations o
              WHERE o.slug = $1 AND NOT EXISTS (SELECT 1 FROM staff_users WHERE email = $2)`,
            [owner.organization, owner.email],
          );
          if (!missing) continue;
          await tx.query(
            `INSERT INTO staff_users (organization_id, email, name, password_hash, role)
             VALUES ($1, $2, $3, $4, 'owner')`,
            [missing.id, owner.email, owner.name, await hashPassword(owner.password, passwordCost)],
          );
        }
      },
    },
  ]);
}
