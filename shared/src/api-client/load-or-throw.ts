import type * as z from 'zod/mini';
import { apiGet } from './api-get';

/**
 * For route loaders: the data, or a thrown 404 Response (the shell shows not_found) or a
 * thrown Error (the shell shows the generic error with a retry that reruns the loader).
 */
export async function loadOrThrow<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const result = await apiGet(url, schema, { signal });
  if (result.ok) return result.data;
  if (result.status === 404) throw new Response(null, { status: 404, statusText: result.error?.code ?? 'not_found' });
  throw new Error(`GET ${url} failed (${result.status || 'network'}${result.error ? `, ${result.error.code}` : ''})`);
}
