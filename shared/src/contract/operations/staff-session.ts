import { defineOperation } from '../operation';
import { staffBranchRequestSchema, staffSessionRequestSchema, staffSessionResponseSchema } from '../staff-session';

/**
 * The staff session: sign in, who am I, sign out. Apart from the staff changes, whose
 * request schemas bring the phone check (a bundle takes a whole area file).
 */
export const signIn = defineOperation({
  method: 'post',
  path: '/v0/staff/session',
  id: 'signIn',
  summary: 'Staff sign-in; sets the httpOnly session cookie',
  tag: 'staff',
  body: staffSessionRequestSchema,
  responses: { 200: { description: 'Signed in', schema: staffSessionResponseSchema } },
  errors: ['invalid_input', 'unknown_email', 'invalid_password', 'account_unconfirmed', 'rate_limited'],
});

export const getStaffSession = defineOperation({
  method: 'get',
  path: '/v0/staff/session',
  id: 'getStaffSession',
  summary: 'Who is signed in',
  tag: 'staff',
  staffSession: true,
  responses: { 200: { description: 'The staff member', schema: staffSessionResponseSchema } },
  errors: ['unauthenticated'],
});

export const signOut = defineOperation({
  method: 'delete',
  path: '/v0/staff/session',
  id: 'signOut',
  summary: 'Sign out; clears the cookie',
  tag: 'staff',
  responses: { 204: { description: 'Signed out' } },
  errors: [],
});

export const chooseStaffBranch = defineOperation({
  method: 'put',
  path: '/v0/staff/session/branch',
  id: 'chooseStaffBranch',
  summary: 'Choose the branch to work at; remembered for the next sign-in',
  tag: 'staff',
  staffSession: true,
  body: staffBranchRequestSchema,
  responses: { 200: { description: 'The staff member', schema: staffSessionResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found'],
});
