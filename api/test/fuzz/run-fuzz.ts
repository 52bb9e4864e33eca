import type { Operation } from '@booking/shared/contract/operation';
import fc from 'fast-check';
import type { TestApp } from '../helpers/test-app';
import { ALLOWED_ORIGIN, call } from '../helpers/test-app';
import { type BadRequest, badRequest, problemWith, WRITE_OPERATIONS } from './bad-requests';

export type FuzzFailure = { operation: string; request: BadRequest; status: number; problem: string };
export type FuzzFigures = {
  operations: number;
  tried: number;
  /** How many answers had each status: how far the bad inputs got (400 at the contract, 404/409 past it). */
  statuses: Record<number, number>;
  failures: FuzzFailure[];
};

/** The demo salon's staff, signed in: staff writes then reach their own checks. */
export async function staffCookie(app: TestApp['app']): Promise<string> {
  const signedIn = await call(app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    body: JSON.stringify({ email: 'staff@demo-salon.test', password: 'demo-salon-staff' }),
  });
  const cookie = signedIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`the demo staff could not sign in: ${signedIn.status}`);
  return cookie;
}

/**
 * Sends `runs` bad requests to each write operation (fixed `seed`: the same inputs every
 * time) and collects every answer that breaks the property; it does not stop at the first,
 * so one run shows all there is to fix. Sign-out is left to the end: it ends the session.
 */
export async function fuzzWrites(
  app: TestApp['app'],
  { seed, runs, operations = WRITE_OPERATIONS }: { seed: number; runs: number; operations?: readonly Operation[] },
): Promise<FuzzFigures> {
  const cookie = await staffCookie(app);
  const ordered = [...operations].sort((a, b) => Number(a.id === 'signOut') - Number(b.id === 'signOut'));
  const failures: FuzzFailure[] = [];
  let tried = 0;
  const statuses: Record<number, number> = {};
  for (const [index, op] of ordered.entries()) {
    const samples = fc.sample(badRequest(op, { origin: ALLOWED_ORIGIN, cookie }), {
      seed: seed + index,
      numRuns: runs,
    });
    for (const request of samples) {
      tried++;
      const response = await call(app, request.path, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      const problem = problemWith(op, response.status, response.body);
      if (problem) failures.push({ operation: op.id, request, status: response.status, problem });
    }
  }
  return { operations: ordered.length, tried, statuses, failures };
}
