import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import type { AccountRole } from '@booking/shared/contract/accounts';
import {
  changeTeamRole,
  endTeamSession,
  inviteTeamMember,
  removeTeamMember,
} from '@booking/shared/contract/operations/team';
import type { InviteFormValues } from '../domain/invite-form-values';

/** The team screen's changes, each one owner-only call (decision 0055). */
export const teamCalls = (api: ApiAccess) => ({
  invite: (body: InviteFormValues) => call(inviteTeamMember, { body }, api),
  changeRole: (account: string, role: AccountRole) =>
    call(changeTeamRole, { params: { account }, body: { role } }, api),
  remove: (account: string) => call(removeTeamMember, { params: { account } }, api),
  endSession: (session: string) => call(endTeamSession, { params: { session } }, api),
});
