import type { Operation, OperationArgs, OperationData } from '../contract/operation';
import { buildUrl } from './build-url';
import { type CallOptions, call } from './call';

/**
 * For route loaders: the data of a GET, or a thrown 404 Response (the shell shows
 * not_found) or a thrown Error (the shell shows the generic error with a retry that reruns
 * the loader).
 */
export async function loadOrThrow<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  options: CallOptions,
): Promise<OperationData<O>> {
  const result = await call(op, args, options);
  if (result.ok) return result.data;
  if (result.status === 404) throw new Response(null, { status: 404, statusText: result.error?.code ?? 'not_found' });
  // The URL in the message: error reports group by it, and it says which merchant failed.
  const { params, query } = args as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const url = buildUrl(options.apiBase, op, params, query);
  throw new Error(
    `${op.method.toUpperCase()} ${url} failed (${result.status || 'network'}${result.error ? `, ${result.error.code}` : ''})`,
  );
}
