import { errorBodySchema } from '@booking/shared/contract/error-body';
import type { Operation } from '@booking/shared/contract/operation';
import { errorsOf } from '@booking/shared/contract/operation-errors';
import * as z from 'zod/mini';

/** Codes any call can answer besides its own: the path not matched, limits, the body bound. */
const ALWAYS = new Set(['not_found', 'rate_limited', 'invalid_input']);

export type Answer = { status: number; type: string; body: unknown };

/**
 * What is wrong with the answer to a bad request, or null. A 2xx is fine (a value left good
 * enough); a 5xx never is; an error must have the one shape, a code the operation documents,
 * and for invalid_input at least one field named. A page a person opens may answer an error
 * status with the HTML page its operation documents for it.
 */
export function problemWith(op: Operation, { status, type, body }: Answer): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  const pages: Partial<Record<number, string>> = op.errorPages ?? {};
  if (pages[status] && type.startsWith('text/html')) return null;
  const parsed = z.safeParse(errorBodySchema, body);
  if (!parsed.success) return `${status} without the error shape: ${JSON.stringify(body)?.slice(0, 200)}`;
  const { code, fields } = parsed.data.error;
  if (!ALWAYS.has(code) && !errorsOf(op).includes(code)) return `${status} ${code}, not documented for ${op.id}`;
  if (code === 'invalid_input' && (!fields || Object.keys(fields).length === 0)) {
    return '400 invalid_input without a field named';
  }
  return null;
}
