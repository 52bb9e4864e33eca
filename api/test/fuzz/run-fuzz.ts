import type { Operation } from '@booking/shared/contract/operation';
import fc from 'fast-check';
import type { TestApp } from '../helpers/test-app';
import { ALLOWED_ORIGIN, call } from '../helpers/test-app';
import { type Answer, problemWith } from './bad-answers';
import { type BadRequest, badRequest, FUZZED_OPERATIONS, type FuzzContext } from './bad-requests';
import { knownValues } from './known-values';

export type FuzzFailure = { operation: string; request: BadRequest; status: number; problem: string };
export type FuzzFigures = {
  operations: number;
  reads: number;
  tried: number;
  /** How many answers had each status: how far the bad inputs got (400 at the contract, 404/409 past it). */
  statuses: Record<number, number>;
  failures: FuzzFailure[];
};

/** A demo account, signed in: its calls then reach their own checks. */
async function signedIn(app: TestApp['app'], email: string, password: string): Promise<string> {
  const answer = await call(app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    body: JSON.stringify({ email, password }),
  });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`${email} could not sign in: ${answer.status}`);
  return cookie;
}

/** The demo salon's staff, signed in. */
export const staffCookie = (app: TestApp['app']) => signedIn(app, 'staff@demo-salon.test', 'demo-salon-staff');

/** Everything a run needs: the staff's and the owner's sessions and the demo data's real values. */
export async function fuzzContext(testApp: TestApp): Promise<FuzzContext> {
  return {
    origin: ALLOWED_ORIGIN,
    cookie: await staffCookie(testApp.app),
    ownerCookie: await signedIn(testApp.app, 'owner@demo-salon.test', 'demo-salon-owner'),
    known: await knownValues(testApp),
  };
}

/**
 * Sends one bad request in-process. An event stream (the live calendar) is never read to its
 * end: its status and type are the answer, and the stream is closed.
 */
export async function send(app: TestApp['app'], request: BadRequest): Promise<Answer> {
  const response = await app.request(request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, type, body: null };
  }
  const text = await response.text();
  return { status: response.status, type, body: text && type.includes('json') ? (JSON.parse(text) as unknown) : null };
}

/**
 * Sends `runs` bad requests to each operation (fixed `seed`: the same inputs every time) and
 * collects every answer that breaks the property; it does not stop at the first, so one run
 * shows all there is to fix. Sign-out is left to the end: it ends the session.
 */
export async function fuzzOperations(
  testApp: TestApp,
  { seed, runs, operations = FUZZED_OPERATIONS }: { seed: number; runs: number; operations?: readonly Operation[] },
): Promise<FuzzFigures> {
  const context = await fuzzContext(testApp);
  const failures: FuzzFailure[] = [];
  let tried = 0;
  const statuses: Record<number, number> = {};
  for (const [index, op] of operations.entries()) {
    for (const request of fc.sample(badRequest(op, context), { seed: seed + index, numRuns: runs })) {
      tried++;
      const answer = await send(testApp.app, request);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const problem = problemWith(op, answer);
      if (problem) failures.push({ operation: op.id, request, status: answer.status, problem });
    }
  }
  const reads = operations.filter((op) => op.method === 'get').length;
  return { operations: operations.length, reads, tried, statuses, failures };
}
