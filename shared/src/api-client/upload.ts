import type { Operation, OperationArgs } from '../contract/operation';
import { buildUrl } from './build-url';
import { type CallOptions, type CallResult, readAnswer } from './call';

/**
 * Sends a file to an upload operation (decision 0058): its bytes as
 * `application/octet-stream`, which no HTML form can send, so the API's Origin check and the
 * CORS preflight guard it as JSON guards every other staff write. Sent once, like every write.
 */
export async function upload<O extends Operation & { upload: { maxBytes: number } }>(
  op: O,
  args: Pick<OperationArgs<O>, 'params' | 'query'>,
  file: Blob,
  options: CallOptions,
): Promise<CallResult<O>> {
  const { params, query } = args as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const transport = options.deps?.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
  let response: Response;
  try {
    response = await transport(buildUrl(options.apiBase, op, params, query), {
      method: op.method.toUpperCase(),
      signal: options.signal,
      credentials: options.credentials ?? 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/octet-stream' },
      body: file,
    });
  } catch {
    return { ok: false, status: 0, error: null, network: true };
  }
  return readAnswer(op, response);
}
