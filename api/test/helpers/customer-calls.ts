import { randomUUID } from 'node:crypto';
import { customerResponseSchema } from '@booking/shared/contract/customers';
import * as z from 'zod/mini';
import { hashPassword } from '../../src/auth/password';
import type { Db } from '../../src/db/db';
import { insertStaffUser } from '../../src/db/staff-user-repo';
import { staffCall } from './staff-calls';
import { ALLOWED_ORIGIN, call, TEST_PASSWORD_COST, type TestApp } from './test-app';

/** Signs in a new staff member of the organization; the cookie goes with every staff call. */
export async function signInStaff(app: TestApp['app'], db: Db, organizationId: string, email: string) {
  await insertStaffUser(db, {
    organizationId,
    email,
    name: 'Staff',
    passwordHash: await hashPassword('secret', TEST_PASSWORD_COST),
  });
  const signedIn = await call(app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    body: JSON.stringify({ email, password: 'secret' }),
  });
  const cookie = signedIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`${email} could not sign in: ${signedIn.status}`);
  return cookie;
}

/** Creates a customer as staff and returns its id (the call must succeed). */
export async function createCustomer(app: TestApp['app'], cookie: string, fields: Record<string, unknown>) {
  const created = await staffCall(app, cookie, 'POST', '/v0/staff/customers', fields);
  if (created.status !== 201) throw new Error(`customer not created: ${created.status} ${created.text}`);
  return z.parse(customerResponseSchema, created.body).results.customer;
}

/** A checkout payment as the staff screen sends it: JSON, the front end's origin, a key. */
export function pay(app: TestApp['app'], cookie: string, appointmentId: string, body: unknown, key = randomUUID()) {
  return call(app, `/v0/staff/appointments/${appointmentId}/checkout`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: ALLOWED_ORIGIN, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}
