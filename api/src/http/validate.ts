import { toFieldErrors } from '@booking/shared/forms/field-errors';
import { validator } from 'hono/validator';
import * as z from 'zod/mini';
import { errorResponse } from './error-response';

type Target = 'param' | 'query' | 'header' | 'json';
const ROOT_KEY: Record<Target, string> = { param: 'params', query: 'query', header: 'headers', json: 'body' };

/**
 * Validates one part of the request with a contract schema; a failure answers 400
 * invalid_input with field codes. For `json`, a body sent with another content type is
 * read as `{}` (so its fields are `required`): accepting text/plain would let any site
 * post a login form here without a CORS preflight.
 */
export function validate<T extends Target, S extends z.ZodMiniType>(target: T, schema: S) {
  return validator(target, (value, c) => {
    const result = z.safeParse(schema, value);
    if (result.success) return result.data as z.output<S>;
    return errorResponse(c, {
      code: 'invalid_input',
      fields: toFieldErrors(result.error.issues, value, ROOT_KEY[target]),
    });
  });
}
