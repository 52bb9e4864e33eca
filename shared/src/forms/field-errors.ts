import type * as z from 'zod/mini';
import type { ErrorBody } from '../contract/error-body';
import { isFieldErrorCode } from '../errors/codes';

export type FieldErrors = NonNullable<ErrorBody['error']['fields']>;
export type FieldError = FieldErrors[string][number];
type Fields = FieldErrors;

/**
 * Turns zod issues into field codes the UI translates (`required`, `invalid_email`,
 * `too_long` {max}, ...). A missing or empty value is only `required`: telling someone an
 * empty email is also badly formatted helps nobody. Issues on the whole input are keyed by
 * `rootKey` (`body`, `params`, `query`).
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown, rootKey: string): Fields {
  const fields: Fields = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : rootKey;
    const error = isEmpty(valueAt(input, issue.path)) ? ({ code: 'required' } as const) : toFieldError(issue);
    const list = fields[key] ?? [];
    fields[key] = list;
    if (!list.some((known) => known.code === error.code)) list.push(error);
  }
  for (const list of Object.values(fields)) {
    if (list.some((error) => error.code === 'required')) list.splice(0, list.length, { code: 'required' });
  }
  return fields;
}

function toFieldError(issue: z.core.$ZodIssue): FieldError {
  switch (issue.code) {
    case 'invalid_type':
      return { code: 'invalid_type', params: { expected: issue.expected } };
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'invalid_email' };
      if (issue.format === 'phone') return { code: 'invalid_phone' };
      return { code: 'invalid_format' };
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'int'
        ? { code: 'too_big', params: { max: Number(issue.maximum) } }
        : { code: 'too_long', params: { max: Number(issue.maximum) } };
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'int'
        ? { code: 'too_small', params: { min: Number(issue.minimum) } }
        : { code: 'too_short', params: { min: Number(issue.minimum) } };
    case 'not_multiple_of':
      return { code: 'not_multiple_of', params: { divisor: Number(issue.divisor) } };
    case 'custom':
      // A schema's own check names its field code: in its params (`invalid_characters`,
      // `invalid_time_zone`, ...) or, for a cross-field rule, as its message (`end_before_start`).
      if (isFieldErrorCode(issue.params?.field_code)) return { code: issue.params.field_code };
      return { code: isFieldErrorCode(issue.message) ? issue.message : 'custom' };
    default:
      return { code: issue.code };
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
