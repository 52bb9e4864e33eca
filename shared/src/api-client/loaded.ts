import { redirect } from '@booking/shared/router';
import type { Operation, OperationArgs, OperationData } from '../contract/operation';
import type { ApiAccess } from './api-access';
import { type ApiError, type ApiResult, call } from './call';
import { type LoadOptions, throwLoadFailure } from './load-or-throw';

/**
 * What a dialog or a step shows in place: the data, or why it could not be read (the API's
 * coded error, or null when the server was not reached or its answer was not one) and whether
 * trying again may help. Route loaders that can hand the failure to the router's boundary use
 * `loadOrThrow` instead.
 */
export type Loaded<T> = { ok: true; data: T } | LoadFailure;
export type LoadFailure = { ok: false; error: ApiError | null; retryable: boolean };

/** The statuses a repeat may cure: the network, a timeout, a limit, the server's own trouble. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * A failed call as shown in place. An ended session with a sign-in path is thrown as the
 * redirect there, as a route loader does: a dialog cannot help a visitor who is signed out.
 */
export function loadFailure(result: Extract<ApiResult<unknown>, { ok: false }>, access: ApiAccess): LoadFailure {
  if (result.status === 401 && access.signInPath) throw redirect(access.signInPath);
  return { ok: false, error: result.error, retryable: isRetryable(result.status) };
}

/** For loaders of dialogs and steps that show a failure in place with a retry (see `Loaded`). */
export async function loadOrFailure<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  { signInPath, ...options }: LoadOptions,
): Promise<Loaded<OperationData<O>>> {
  const result = await call(op, args, options);
  return result.ok ? { ok: true, data: result.data } : loadFailure(result, { ...options, signInPath });
}

/**
 * For a step's route loader that shows a passing failure in place with a retry (the network,
 * the server's trouble): the data, or that failure. What a retry cannot cure (an unknown
 * branch, an answer not the contract's) is thrown as `loadOrThrow` throws it, so the route's
 * boundary says it instead of a retry that would fail again.
 */
export async function loadOrRetry<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  options: LoadOptions,
): Promise<Loaded<OperationData<O>>> {
  const result = await call(op, args, options);
  if (result.ok) return { ok: true, data: result.data };
  if (isRetryable(result.status)) return { ok: false, error: result.error, retryable: true };
  return throwLoadFailure(op, args, options, result);
}
