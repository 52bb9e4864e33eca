import type { AccountRole } from '@booking/shared/contract/accounts';
import {
  changeTeamRole,
  endTeamSession,
  inviteTeamMember,
  removeTeamMember,
} from '@booking/shared/contract/operations/team';
import { staffCall } from '../../../common/staff-page/staff-load';
import type { InviteFormValues } from '../domain/invite-form-values';

/** The team screen's changes, each one owner-only call (decision 0055). */
export const teamCalls = {
  invite: (body: InviteFormValues) => staffCall(inviteTeamMember, { body }),
  changeRole: (account: string, role: AccountRole) =>
    staffCall(changeTeamRole, { params: { account }, body: { role } }),
  remove: (account: string) => staffCall(removeTeamMember, { params: { account } }),
  endSession: (session: string) => staffCall(endTeamSession, { params: { session } }),
};
