import { type CallOptions, type CallResult, call } from '@booking/shared/api-client/call';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import type { Operation, OperationArgs, OperationData } from '@booking/shared/contract/operation';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/** Every staff call: the API's origin and the session cookie of that origin. */
export function staffCallOptions(signal?: AbortSignal): CallOptions {
  return { apiBase: getApiBase(), credentials: 'include', ...(signal ? { signal } : {}) };
}

/** How every staff call is sent: the session is an httpOnly cookie of the API's origin. */
export function staffCall<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  options: Omit<CallOptions, 'apiBase'> = {},
): Promise<CallResult<O>> {
  return call(op, args, { ...options, ...staffCallOptions() });
}

/**
 * For the staff pages' loaders: the data, or what the router should do instead. An ended
 * session goes back to sign in (thrown redirect); 404 becomes the not-found screen; anything
 * else is an error shown with a retry.
 */
export function staffLoad<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  signal: AbortSignal,
): Promise<OperationData<O>> {
  return loadOrThrow(op, args, { ...staffCallOptions(signal), signInPath: '/staff' });
}
