import { type StaffSessionRequest, staffSessionRequestSchema } from '@booking/shared/contract/staff-session';
import { type FieldErrors, toFieldErrors } from '@booking/shared/forms/field-errors';
import { safeParse } from 'zod/mini';

/** The same schema the API validates with, so the form and the server never disagree. */
export function checkSignIn(
  input: Record<string, unknown>,
): { ok: true; value: StaffSessionRequest } | { ok: false; fields: FieldErrors } {
  const parsed = safeParse(staffSessionRequestSchema, input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, fields: toFieldErrors(parsed.error.issues, input, 'form') };
}
