import { hashPassword } from '../../src/auth/password';
import type { Db } from '../../src/db/db';
import { insertStaffUser } from '../../src/db/staff-user-repo';
import { ALLOWED_ORIGIN, call, TEST_PASSWORD_COST, type TestApp } from './test-app';
import { createTestSalon, type TestSalon } from './test-salon';

export type StaffSalon = TestSalon & { cookie: string };

/** A test salon with a staff member, signed in: its cookie goes with every staff call. */
export async function staffSalon(app: TestApp['app'], db: Db, slug: string): Promise<StaffSalon> {
  const salon = await createTestSalon(db, slug);
  return { ...salon, cookie: await signedInMember(app, db, salon, 'staff') };
}

/** A new member of the salon's team with the given role, signed in: their session cookie. */
export async function signedInMember(
  app: TestApp['app'],
  db: Db,
  salon: Pick<TestSalon, 'organizationId' | 'slug'>,
  role: 'staff' | 'owner',
): Promise<string> {
  const email = `${role}@${salon.slug}.test`;
  await insertStaffUser(db, {
    organizationId: salon.organizationId,
    email,
    name: `${role === 'owner' ? 'Owner' : 'Staff'} ${salon.slug}`,
    passwordHash: await hashPassword('secret', TEST_PASSWORD_COST),
    role,
  });
  const signedIn = await call(app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    body: JSON.stringify({ email, password: 'secret' }),
  });
  const cookie = signedIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`${role} of ${salon.slug} could not sign in: ${signedIn.status}`);
  return cookie;
}

/**
 * A staff call as the staff front end sends it: the session cookie, and on a write JSON's
 * content type and the front end's Origin (the staff write guard, decision 0021).
 */
export function staffCall(app: TestApp['app'], cookie: string, method: string, path: string, body?: unknown) {
  const write = method !== 'GET';
  return call(app, path, {
    method,
    headers: { cookie, ...(write ? { 'content-type': 'application/json', origin: ALLOWED_ORIGIN } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
