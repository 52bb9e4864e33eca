import * as z from 'zod/mini';
import type { Operation, OperationData, SuccessStatus } from '../contract/operation';

/** The body of an answer as JSON, or undefined (204, or not JSON at all). */
export async function readPayload(response: Response): Promise<unknown> {
  return response.status === 204 ? undefined : await response.json().catch(() => undefined);
}

/**
 * A success status the operation declares, its payload parsed with that status's schema
 * (never cast, never trusted: a mismatch is a failure); undefined for any other status.
 */
export function successAnswer<O extends Operation>(
  op: O,
  status: number,
  payload: unknown,
): { ok: true; status: number; data: OperationData<O> } | { ok: false; status: number } | undefined {
  const answer = isSuccessStatus(status) ? op.responses[status] : undefined;
  if (!answer) return undefined;
  if (!answer.schema) return success(status, null);
  const parsed = z.safeParse(answer.schema, payload);
  if (!parsed.success) return { ok: false, status };
  return success(status, parsed.data);
}

const isSuccessStatus = (status: number): status is SuccessStatus =>
  status === 200 || status === 201 || status === 202 || status === 204;

// The data was parsed by the schema this status declares, so it is the operation's data.
function success<O extends Operation>(status: number, data: unknown) {
  return { ok: true as const, status, data: data as OperationData<O> };
}
