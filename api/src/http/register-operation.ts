import type { Operation, OperationInput } from '@booking/shared/contract/operation';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { errorResponse } from './error-response';
import { noStore } from './no-store';
import { readInput } from './read-input';
import { checkStaffAccess, type StaffAccess, type StaffAuth } from './staff-access';

type Answer = Response | Promise<Response>;

/**
 * A staff operation's handler gets who calls (and the branch its path names); a public one
 * gets nobody, so it cannot read a principal it was never checked for.
 */
export type OperationHandler<O extends Operation> = O extends { staffSession: true }
  ? (c: Context, input: OperationInput<O>, access: StaffAccess<O>) => Answer
  : (c: Context, input: OperationInput<O>) => Answer;

/** A route module's app with what its staff operations are checked against: the sessions, the clock. */
export type StaffRoutes = { app: Hono } & StaffAuth;

/** Where an operation is registered: a staff operation only where its sessions can be read. */
type RoutesFor<O extends Operation> = O extends { staffSession: true } ? StaffRoutes : Hono | StaffRoutes;

/** `/v0/organizations/{organization}` → `/v0/organizations/:organization`. */
export const honoPath = (path: string) => path.replace(/\{([A-Za-z_]+)\}/g, ':$1');

/**
 * Registers one operation of the contract's list: its method and path; for a staff operation
 * (`staffSession`) the session, the role (`ownerOnly`) and the branch its path names
 * (http/staff-access.ts), before its query, headers or body are read, so a caller without
 * the right learns nothing about which input would pass and has no body parsed; then
 * `middleware`, on this route only (e.g. privateResponse); then the validation of every part
 * the operation declares (400 invalid_input); then the handler with the parsed input. Every
 * answer of a staff operation, refusals included, is private (no-store).
 */
export function registerOperation<O extends Operation>(
  routes: RoutesFor<O>,
  op: O,
  handler: OperationHandler<O>,
  ...middleware: MiddlewareHandler[]
): void {
  const method = [op.method.toUpperCase()];
  const path = [honoPath(op.path)];
  if (!op.staffSession) {
    const answer = handler as (c: Context, input: OperationInput<O>) => Answer;
    const run: MiddlewareHandler = async (c) => {
      const input = await readInput(c, op);
      return input.ok ? answer(c, input.value) : errorResponse(c, input.error);
    };
    const target = routes as Hono | StaffRoutes;
    (target instanceof Hono ? target : target.app).on(method, path, ...middleware, run);
    return;
  }
  if (!op.path.startsWith('/v0/staff/')) {
    // The staff write guard (origin and content type, decision 0021) is mounted on /v0/staff.
    throw new Error(`${op.id}: a staff operation's path must be under /v0/staff, where its writes are guarded`);
  }
  // The type lets a staff operation be registered only with its sessions.
  const { app, ...auth } = routes as StaffRoutes;
  const answer = handler as (c: Context, input: OperationInput<O>, access: StaffAccess<O>) => Answer;
  const checked = new WeakMap<Context, StaffAccess<O>>();
  const check: MiddlewareHandler = async (c, next) => {
    const access = await checkStaffAccess(auth, c, op);
    if (!access.ok) return errorResponse(c, access.error);
    checked.set(c, access.value);
    await next();
  };
  const run: MiddlewareHandler = async (c) => {
    const access = checked.get(c);
    if (!access) throw new Error(`${op.id}: the handler ran without the staff check`);
    const input = await readInput(c, op);
    return input.ok ? answer(c, input.value, access) : errorResponse(c, input.error);
  };
  app.on(method, path, noStore, check, ...middleware, run);
}
