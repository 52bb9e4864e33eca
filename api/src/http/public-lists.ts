import type { Branch } from '@booking/shared/contract/branches';
import type { Service } from '@booking/shared/contract/services';
import { findBranchBySlug, listBranches } from '../db/branch-repo';
import type { Db } from '../db/db';
import { findOrganizationBySlug } from '../db/organization-repo';
import { listBranchServices } from '../db/service-repo';
import { checkPublicMerchant } from '../domain/merchants/check-public-merchant';
import { merchantCurrency } from '../domain/money/merchant-currency';
import type { Result } from '../domain/result';
import { createBriefCache } from './brief-cache';
import { MERCHANT_CACHE_MS } from './merchant-lookup';

type NotFound = { code: 'merchant_not_found' } | { code: 'branch_not_found' };
const found = (answer: Result<unknown, NotFound>) => answer.ok;

/**
 * A merchant's branch list and a branch's services as customers see them, read at most once
 * per second per process: the shell draws them for every visitor of the first two booking
 * steps, and they change only when the owner saves. Kept as brief-cache.ts says: a 404 is
 * never kept, so a new merchant or branch is listed at once, and every staff write in this
 * process forgets them (app.ts), so a saved service, branch or switch shows on the next page.
 */
export function createPublicLists(db: Db, ttlMs = MERCHANT_CACHE_MS, clock?: () => number) {
  const branchLists = createBriefCache<Result<Branch[], NotFound>>({ ttlMs, keep: found, clock });
  const serviceLists = createBriefCache<Result<Service[], NotFound>>({ ttlMs, keep: found, clock });
  const publicMerchant = async (organization: string) =>
    checkPublicMerchant(await findOrganizationBySlug(db, organization));
  return {
    branches: (organization: string) =>
      branchLists.read(organization, async (): Promise<Result<Branch[], NotFound>> => {
        const merchant = await publicMerchant(organization);
        if (!merchant.ok) return merchant;
        return { ok: true, value: await listBranches(db, merchant.value.id) };
      }),
    services: (organization: string, branchSlug: string) =>
      // Slugs never hold a quote, but a key that cannot run two names together costs nothing.
      serviceLists.read(JSON.stringify([organization, branchSlug]), async (): Promise<Result<Service[], NotFound>> => {
        const merchant = await publicMerchant(organization);
        if (!merchant.ok) return merchant;
        const branch = await findBranchBySlug(db, merchant.value.id, branchSlug);
        if (!branch) return { ok: false, error: { code: 'branch_not_found' } };
        const currency = merchantCurrency(merchant.value.currency);
        return { ok: true, value: await listBranchServices(db, branch.id, currency) };
      }),
    forget(): void {
      branchLists.forget();
      serviceLists.forget();
    },
  };
}
export type PublicLists = ReturnType<typeof createPublicLists>;
