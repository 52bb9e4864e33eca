import { buildUrl } from '@booking/shared/api-client/build-url';
import { call } from '@booking/shared/api-client/call';
import type { Operation, OperationArgs, OperationData } from '@booking/shared/contract/operation';
import { redirect } from '@booking/shared/router';
import { staffCallOptions } from './staff-options';

/**
 * For the calendar's loaders: the data of a staff GET; without a session back to sign-in
 * (a thrown redirect), an unknown branch a thrown 404, anything else a thrown Error that the
 * route shows in place with Retry.
 */
export async function staffLoad<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  signal: AbortSignal,
): Promise<OperationData<O>> {
  const options = staffCallOptions(signal);
  const result = await call(op, args, options);
  if (result.ok) return result.data;
  if (result.status === 401) throw redirect('/staff');
  if (result.status === 404) throw new Response(null, { status: 404, statusText: result.error?.code ?? 'not_found' });
  const { params, query } = args as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  throw new Error(
    `${op.method.toUpperCase()} ${buildUrl(options.apiBase, op, params, query)} failed (${result.status || 'network'}${result.error ? `, ${result.error.code}` : ''})`,
  );
}
