import { call } from '@booking/shared/api-client/call';
import { chooseStaffBranch } from '@booking/shared/contract/operations/staff-session';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/** Remembers the branch for the next visit (the API keeps it with the staff member). */
export function chooseBranch(branch: string) {
  return call(chooseStaffBranch, { body: { branch } }, { apiBase: getApiBase(), credentials: 'include' });
}
