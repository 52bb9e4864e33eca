import * as z from 'zod/mini';
import type { ErrorBody } from '../contract/error-body';
import { errorBodySchema } from '../contract/error-body';
import type { Operation, OperationArgs, OperationData } from '../contract/operation';
import { type CallOptions, send } from './send';
import { readPayload, successAnswer } from './success-answer';

export type { CallOptions } from './send';

export type ApiError = ErrorBody['error'];

/**
 * The answer to one call. A failure keeps its status (404 is not a bad payload); `error` is
 * the API's coded error, or null when the body was not one (or a success body did not match
 * its schema: never cast, never trusted).
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiError | null }
  | { ok: false; status: 0; error: null; network: true };

export type CallResult<O extends Operation> = ApiResult<OperationData<O>>;

/**
 * Calls one operation of the contract's list (transport and retries: send.ts) and reads its
 * answer, the API's coded error included.
 */
export async function call<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  options: CallOptions,
): Promise<CallResult<O>> {
  let response: Response;
  try {
    response = await send(op, args, options);
  } catch {
    return { ok: false, status: 0, error: null, network: true };
  }
  return readAnswer(op, response);
}

/** Parses an answer with the operation's schema for its status, or as the API's error body. */
export async function readAnswer<O extends Operation>(op: O, response: Response): Promise<CallResult<O>> {
  const { status } = response;
  const payload = await readPayload(response);
  const answer = successAnswer(op, status, payload);
  if (answer) return answer.ok ? answer : { ok: false, status, error: null };
  const parsed = z.safeParse(errorBodySchema, payload);
  return { ok: false, status, error: parsed.success ? parsed.data.error : null };
}
