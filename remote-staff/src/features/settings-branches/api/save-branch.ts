import type { BranchSettingsRequest, CloseBranchRequest } from '@booking/shared/contract/branch-settings';
import {
  closeBranchSettings,
  createBranchSettings,
  reopenBranchSettings,
  updateBranchSettings,
} from '@booking/shared/contract/operations/settings-branches';
import { staffCall } from '../../../common/staff-page/staff-load';

/** Adds a branch (`id` null) or sends a stored one's whole settings again. */
export function saveBranch(id: string | null, body: BranchSettingsRequest) {
  return id
    ? staffCall(updateBranchSettings, { params: { branch: id }, body })
    : staffCall(createBranchSettings, { body });
}

export function closeBranch(id: string, body: CloseBranchRequest) {
  return staffCall(closeBranchSettings, { params: { branch: id }, body });
}

export function reopenBranch(id: string) {
  return staffCall(reopenBranchSettings, { params: { branch: id } });
}
