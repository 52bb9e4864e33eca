import type { Operation, OperationArgs, OperationData } from '../contract/operation';
import { type CallOptions, send } from './send';
import { readPayload, successAnswer } from './success-answer';

/**
 * The answer to a call whose caller acts on the status alone when it fails: the data, or the
 * status (0 when the network failed).
 */
export type DataResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number };

/**
 * Like `call`, without reading an error body. For code on a first screen that never shows an
 * error's code (the shell's boot tells 404 from any other failure): the error-body schema with
 * its closed code sets then stays out of the shell's first download (decision 0009).
 */
export async function callForData<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  options: CallOptions,
): Promise<DataResult<OperationData<O>>> {
  let response: Response;
  try {
    response = await send(op, args, options);
  } catch {
    return { ok: false, status: 0 };
  }
  const { status } = response;
  return successAnswer(op, status, await readPayload(response)) ?? { ok: false, status };
}
