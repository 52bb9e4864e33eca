import { redirect } from '@booking/shared/router';
import type { Operation, OperationArgs, OperationData } from '../contract/operation';
import { buildUrl } from './build-url';
import { type ApiResult, type CallOptions, call } from './call';

export interface LoadOptions extends CallOptions {
  /** Where an ended session goes (a thrown redirect): the staff's sign-in. Without it, 401 is an error like any other. */
  signInPath?: string;
}

/**
 * For route loaders: the data of a GET, or a thrown 404 or 403 Response (the shell shows
 * not_found), a thrown 503 Response (the API cannot serve just now, after the GET's own
 * retries: "temporarily unavailable" with a retry) or a thrown Error (the generic error with
 * a retry that reruns the loader); with `signInPath`, a thrown redirect there for an ended
 * session.
 */
export async function loadOrThrow<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  options: LoadOptions,
): Promise<OperationData<O>> {
  const result = await call(op, args, options);
  if (result.ok) return result.data;
  return throwLoadFailure(op, args, options, result);
}

/** A failed GET of a route loader, thrown as `loadOrThrow` says. */
export function throwLoadFailure<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  { signInPath, apiBase }: LoadOptions,
  result: Extract<ApiResult<unknown>, { ok: false }>,
): never {
  if (result.status === 401 && signInPath) throw redirect(signInPath);
  // Not found, or not for this account (a staff member at an owner's page): the route's own
  // boundary says which, instead of a generic failure with a retry that cannot help. Or
  // unavailable: expected during an outage and said as such, not reported as a bug.
  if (result.status === 404 || result.status === 403 || result.status === 503) {
    throw new Response(null, { status: result.status, statusText: result.error?.code ?? 'not_found' });
  }
  // The URL in the message: error reports group by it, and it says which merchant failed.
  const { params, query } = args as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const url = buildUrl(apiBase, op, params, query);
  throw new Error(
    `${op.method.toUpperCase()} ${url} failed (${result.status || 'network'}${result.error ? `, ${result.error.code}` : ''})`,
  );
}
