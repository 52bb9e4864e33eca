import {
  accountParamsSchema,
  inviteRequestSchema,
  roleChangeRequestSchema,
  sessionParamsSchema,
  teamAccountResponseSchema,
  teamResponseSchema,
  teamSessionsResponseSchema,
} from '../accounts';
import { defineOperation } from '../operation';

/**
 * The team's accounts and who is signed in: owner-only (staff get 403 `owner_only`), and
 * only ever the caller's own organization (another's account or session is 404).
 */
const OWNER = ['unauthenticated', 'owner_only'] as const;

export const listTeam = defineOperation({
  method: 'get',
  path: '/v0/staff/team',
  id: 'listTeam',
  summary: "The organization's accounts: name, email, role, active or invited",
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  responses: { 200: { description: 'The accounts', schema: teamResponseSchema } },
  errors: [...OWNER],
});

export const inviteTeamMember = defineOperation({
  method: 'post',
  path: '/v0/staff/team',
  id: 'inviteTeamMember',
  summary: 'Invites someone by email with a role; the link sets their password (7 days, once)',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  body: inviteRequestSchema,
  responses: { 201: { description: 'Invited', schema: teamAccountResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'rate_limited'],
  fieldCodes: ['account_email_taken'],
});

export const changeTeamRole = defineOperation({
  method: 'patch',
  path: '/v0/staff/team/{account}',
  id: 'changeTeamRole',
  summary: "Changes an account's role; the last owner stays an owner (409 last_owner)",
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: accountParamsSchema,
  body: roleChangeRequestSchema,
  responses: { 200: { description: 'Changed', schema: teamAccountResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'account_not_found', 'last_owner'],
});

export const removeTeamMember = defineOperation({
  method: 'delete',
  path: '/v0/staff/team/{account}',
  id: 'removeTeamMember',
  summary: 'Removes an account; its sessions end at once. Not the last owner (409 last_owner)',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: accountParamsSchema,
  responses: { 204: { description: 'Removed' } },
  errors: ['invalid_input', ...OWNER, 'account_not_found', 'last_owner'],
});

export const listTeamSessions = defineOperation({
  method: 'get',
  path: '/v0/staff/team/sessions',
  id: 'listTeamSessions',
  summary: "Who is signed in: the organization's live sessions and their last activity",
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  responses: { 200: { description: 'The sessions', schema: teamSessionsResponseSchema } },
  errors: [...OWNER],
});

export const endTeamSession = defineOperation({
  method: 'delete',
  path: '/v0/staff/team/sessions/{session}',
  id: 'endTeamSession',
  summary: 'Ends a session of the organization at once',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: sessionParamsSchema,
  responses: { 204: { description: 'Ended' } },
  errors: ['invalid_input', ...OWNER, 'session_not_found'],
});
