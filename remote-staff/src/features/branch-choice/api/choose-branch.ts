import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { chooseStaffBranch } from '@booking/shared/contract/operations/staff-session';

/** Remembers the branch for the next visit (the API keeps it with the staff member). */
export function chooseBranch(api: ApiAccess, branch: string) {
  return call(chooseStaffBranch, { body: { branch } }, api);
}
