import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import type { BranchSettingsRequest, CloseBranchRequest } from '@booking/shared/contract/branch-settings';
import {
  closeBranchSettings,
  createBranchSettings,
  reopenBranchSettings,
  updateBranchSettings,
} from '@booking/shared/contract/operations/settings-branches';

/** Adds a branch (`id` null) or sends a stored one's whole settings again. */
export function saveBranch(api: ApiAccess, id: string | null, body: BranchSettingsRequest) {
  return id
    ? call(updateBranchSettings, { params: { branch: id }, body }, api)
    : call(createBranchSettings, { body }, api);
}

export function closeBranch(api: ApiAccess, id: string, body: CloseBranchRequest) {
  return call(closeBranchSettings, { params: { branch: id }, body }, api);
}

export function reopenBranch(api: ApiAccess, id: string) {
  return call(reopenBranchSettings, { params: { branch: id } }, api);
}
