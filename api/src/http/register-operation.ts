import type { Operation, OperationInput } from '@booking/shared/contract/operation';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { errorResponse } from './error-response';
import { readInput } from './read-input';

export type OperationHandler<O extends Operation> = (
  c: Context,
  input: OperationInput<O>,
) => Response | Promise<Response>;

/** `/v0/organizations/{organization}` → `/v0/organizations/:organization`. */
export const honoPath = (path: string) => path.replace(/\{([A-Za-z_]+)\}/g, ':$1');

/**
 * Registers one operation of the contract's list: its method and path, the validation of
 * every part it declares (400 invalid_input before the handler runs), then the handler with
 * the parsed input. `middleware` runs first, on this route only (e.g. privateResponse).
 */
export function registerOperation<O extends Operation>(
  app: Hono,
  op: O,
  handler: OperationHandler<O>,
  ...middleware: MiddlewareHandler[]
): void {
  const run: MiddlewareHandler = async (c) => {
    const input = await readInput(c, op);
    if (!input.ok) return errorResponse(c, input.error);
    return handler(c, input.value);
  };
  app.on([op.method.toUpperCase()], [honoPath(op.path)], ...middleware, run);
}
