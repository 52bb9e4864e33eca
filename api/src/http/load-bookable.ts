import type { Db } from '../db/db';
import { type BranchRef, findMerchantAndBranch, type MerchantSettings } from '../db/merchant-settings-repo';
import { checkPublicMerchant } from '../domain/merchants/check-public-merchant';
import type { Result } from '../domain/result';

type NotFound = { code: 'merchant_not_found' } | { code: 'branch_not_found' };

/** A merchant whose page is activated, and its branch: 404 for either otherwise. */
export async function loadBookable(
  db: Db,
  organization: string,
  branchSlug: string,
): Promise<Result<{ merchant: MerchantSettings; branch: BranchRef }, NotFound>> {
  const found = await findMerchantAndBranch(db, organization, branchSlug);
  const merchant = checkPublicMerchant(found.merchant);
  if (!merchant.ok) return merchant;
  if (!found.branch) return { ok: false, error: { code: 'branch_not_found' } };
  return { ok: true, value: { merchant: merchant.value, branch: found.branch } };
}

/** A merchant whose page is activated, for calls that name no branch. */
export async function loadPublicMerchant(db: Db, organization: string) {
  return checkPublicMerchant((await findMerchantAndBranch(db, organization, null)).merchant);
}
