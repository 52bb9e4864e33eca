import { type CallOptions, type CallResult, call } from '@booking/shared/api-client/call';
import type { Operation, OperationArgs, OperationData } from '@booking/shared/contract/operation';
import { redirect } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/** How every staff call is sent: the session is an httpOnly cookie of the API's origin. */
export function staffCall<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  options: Omit<CallOptions, 'apiBase'> = {},
): Promise<CallResult<O>> {
  return call(op, args, { ...options, apiBase: getApiBase(), credentials: 'include' });
}

/**
 * For the staff pages' loaders: the data, or what the router should do instead. An ended
 * session goes back to sign in (thrown redirect); 404 becomes the not-found screen; anything
 * else is an error the shell shows with a retry.
 */
export async function staffLoad<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  signal: AbortSignal,
): Promise<OperationData<O>> {
  const result = await staffCall(op, args, { signal });
  if (result.ok) return result.data;
  if (result.status === 401) throw redirect('/staff');
  const code = result.error?.code;
  if (result.status === 404) throw new Response(null, { status: 404, statusText: code ?? 'not_found' });
  throw new Error(`${op.id} failed (${result.status || 'network'}${code ? `, ${code}` : ''})`);
}
