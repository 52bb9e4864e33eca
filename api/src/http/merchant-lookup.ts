import type { Db } from '../db/db';
import { type BranchRef, findMerchantAndBranch, type MerchantSettings } from '../db/merchant-settings-repo';
import { checkPublicMerchant } from '../domain/merchants/check-public-merchant';
import type { Result } from '../domain/result';
import { createBriefCache } from './brief-cache';

type NotFound = { code: 'merchant_not_found' } | { code: 'branch_not_found' };
type Found = { merchant: MerchantSettings; branch: BranchRef | null };

/** How long a process reuses a merchant's settings: a change shows everywhere within this. */
export const MERCHANT_CACHE_MS = 1000;

/**
 * Merchant settings and branches, read once per second per process instead of once per
 * request: every booking call needs them and they change rarely. Kept as brief-cache.ts says:
 * only found merchants, so a new merchant answers at once, and forgotten at once by a save in
 * this process. Nothing that decides a double booking is cached: schedules and claims are
 * read fresh and the database constraint is the truth.
 */
export function createMerchantLookup(db: Db, ttlMs = MERCHANT_CACHE_MS) {
  const kept = createBriefCache<Found | null>({ ttlMs, keep: (found) => found !== null });
  const find = (organization: string, branch: string | null): Promise<Found | null> =>
    kept.read(`${organization}/${branch ?? ''}`, async () => {
      const { merchant, branch: ref } = await findMerchantAndBranch(db, organization, branch);
      return merchant ? { merchant, branch: ref } : null;
    });
  return {
    forget: kept.forget,
    /**
     * A merchant whose page is activated, and its branch: 404 for either otherwise. A branch
     * its owner closed is not offered to customers any more, so it is not found either (the
     * links of bookings made there go through `linkedMerchant`).
     */
    async bookable(
      organization: string,
      branch: string,
    ): Promise<Result<{ merchant: MerchantSettings; branch: BranchRef }, NotFound>> {
      const found = await find(organization, branch);
      const merchant = checkPublicMerchant(found?.merchant ?? null);
      if (!merchant.ok) return merchant;
      if (!found?.branch || found.branch.closed) return { ok: false, error: { code: 'branch_not_found' } };
      return { ok: true, value: { merchant: merchant.value, branch: found.branch } };
    },
    /** A merchant whose page is activated, for calls that name no branch. */
    async publicMerchant(organization: string) {
      return checkPublicMerchant((await find(organization, null))?.merchant ?? null);
    },
    /**
     * A merchant whether or not its page is switched on, for the links of bookings already
     * made (manage, pay, calendar file): switching the page off turns new visitors away, not
     * the customers who booked (decision 0059). The token in the link is still the only key.
     */
    async linkedMerchant(organization: string): Promise<Result<MerchantSettings, NotFound>> {
      const merchant = (await find(organization, null))?.merchant;
      return merchant ? { ok: true, value: merchant } : { ok: false, error: { code: 'merchant_not_found' } };
    },
  };
}
export type MerchantLookup = ReturnType<typeof createMerchantLookup>;
