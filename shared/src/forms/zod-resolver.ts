import type { FieldValues, FieldErrors as HookFieldErrors, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { safeParse } from 'zod/mini';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../errors/codes';
import { type FieldError, toFieldErrors } from './field-errors';

/**
 * A react-hook-form resolver over a contract schema that yields the contract's field codes
 * (`required`, `invalid_email`, `too_long` {max}, ...), the same codes the API answers
 * with, rather than zod's English messages. The code goes in `type`; its params, if any,
 * ride in `message` as JSON because react-hook-form's errors carry only strings
 * (`fieldErrorOf` reads them back).
 */
export function zodResolver<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return (values) => {
    const parsed = safeParse(schema, values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: HookFieldErrors = {};
    for (const [path, list] of Object.entries(toFieldErrors(parsed.error.issues, values, 'root'))) {
      const first = list[0];
      if (first) setAt(errors, path.split('.'), toHookError(first));
    }
    return { values: {}, errors: errors as HookFieldErrors<z.input<Schema>> };
  };
}

/** A contract field error as react-hook-form keeps it (`type` = code, `message` = params as JSON). */
export function toHookError(error: FieldError) {
  return { type: error.code, message: error.params ? JSON.stringify(error.params) : '' };
}

/** The contract's field error behind a react-hook-form error (`type` = code, `message` = params). */
export function fieldErrorOf(error: { type?: unknown; message?: unknown } | undefined): FieldError | undefined {
  if (!error || typeof error.type !== 'string') return undefined;
  // The field codes are a closed set (errors/codes.ts); a type from elsewhere (a react-hook-form
  // rule) is still an error to show, in the general wording.
  const code = isFieldErrorCode(error.type) ? error.type : 'custom';
  const params = typeof error.message === 'string' && error.message.startsWith('{') ? JSON.parse(error.message) : {};
  return Object.keys(params).length ? { code, params } : { code };
}

const isFieldErrorCode = (type: string): type is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly string[]).includes(type);

function setAt(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] ?? 'root'] = value;
}
