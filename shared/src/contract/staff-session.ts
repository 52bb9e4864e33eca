import * as z from 'zod/mini';
import { slugSchema } from '../slugs';
import { oneLineText, secretText } from './safe-text';

/**
 * POST /v0/staff/session. Errors: 400 invalid_input (fields), 401 unknown_email, 401
 * invalid_password, 403 account_unconfirmed (the email is not confirmed yet), 429 rate_limited (Retry-After, params.retry_after_seconds).
 */
export const staffSessionRequestSchema = z.object({
  email: z.email().check(z.maxLength(254), oneLineText()),
  // A bound keeps a huge body from costing a scrypt run on it.
  password: z.string().check(z.minLength(1), z.maxLength(1024), secretText()),
});
export type StaffSessionRequest = z.infer<typeof staffSessionRequestSchema>;

export const staffSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Slug of the staff member's organization; staff only ever see its data. */
  organization: slugSchema,
  /** Slug of the branch chosen last (remembered across sign-ins), or null before the first choice. */
  branch: z.nullable(slugSchema),
  /** `owner` also gets the settings and the team's accounts; `staff` the calendar and customers. */
  role: z.enum(['owner', 'staff']),
  /**
   * What the organization is: a salon's staff get the calendar of employees, a restaurant's the
   * host stand. Said here, not read from the public configuration, which is closed while the
   * business is not live yet.
   */
  vertical: z.enum(['beauty', 'gastro']),
});
export type Staff = z.infer<typeof staffSchema>;

/**
 * Answer of POST (sign in, sets the httpOnly session cookie) and GET (who is signed in;
 * 401 unauthenticated without a valid session). DELETE signs out with 204 and no body.
 */
export const staffSessionResponseSchema = z.object({ results: z.object({ staff: staffSchema }) });
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

/** PUT /v0/staff/session/branch: the branch to work at, remembered for the next sign-in. 404 branch_not_found. */
export const staffBranchRequestSchema = z.object({ branch: slugSchema });
export type StaffBranchRequest = z.infer<typeof staffBranchRequestSchema>;
