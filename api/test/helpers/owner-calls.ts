import { hashPassword } from '../../src/auth/password';
import type { Db } from '../../src/db/db';
import { insertStaffUser } from '../../src/db/staff-user-repo';
import { ALLOWED_ORIGIN, call, TEST_PASSWORD_COST, type TestApp } from './test-app';
import { createTestSalon, type TestSalon } from './test-salon';

/** A test salon with its owner and a member of staff signed in: `owner` and `staff` are their cookies. */
export type OwnerSalon = TestSalon & { owner: string; staff: string };

export async function ownerSalon(app: TestApp['app'], db: Db, slug: string): Promise<OwnerSalon> {
  const salon = await createTestSalon(db, slug);
  const passwordHash = await hashPassword('secret', TEST_PASSWORD_COST);
  const cookieOf = async (role: 'owner' | 'staff') => {
    const email = `${role}@${slug}.test`;
    await insertStaffUser(db, {
      organizationId: salon.organizationId,
      email,
      name: `${role} ${slug}`,
      passwordHash,
      role,
    });
    const signedIn = await call(app, '/v0/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
      body: JSON.stringify({ email, password: 'secret' }),
    });
    const cookie = signedIn.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`${role} of ${slug} could not sign in: ${signedIn.status}`);
    return cookie;
  };
  return { ...salon, owner: await cookieOf('owner'), staff: await cookieOf('staff') };
}
