import type { Operation, OperationArgs, OperationData } from '../contract/operation';
import { call } from './call';

/**
 * For route loaders: the data of a GET, or a thrown 404 Response (the shell shows
 * not_found) or a thrown Error (the shell shows the generic error with a retry that reruns
 * the loader).
 */
export async function loadOrThrow<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  options: { apiBase: string; signal?: AbortSignal; credentials?: RequestCredentials },
): Promise<OperationData<O>> {
  const result = await call(op, args, options);
  if (result.ok) return result.data;
  if (result.status === 404) throw new Response(null, { status: 404, statusText: result.error?.code ?? 'not_found' });
  throw new Error(`${op.id} failed (${result.status || 'network'}${result.error ? `, ${result.error.code}` : ''})`);
}
