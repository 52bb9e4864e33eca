import type { BranchListResponse } from '@booking/shared/contract/branches';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { listServices } from '@booking/shared/contract/operations/merchant';
import type { ServiceListResponse } from '@booking/shared/contract/services';
import { Hono } from 'hono';
import { findBranchBySlug, listBranches as listBranchRows } from '../db/branch-repo';
import type { Db } from '../db/db';
import { findOrganizationBySlug } from '../db/organization-repo';
import { listBranchServices } from '../db/service-repo';
import { checkPublicMerchant } from '../domain/merchants/check-public-merchant';
import { merchantCurrency } from '../domain/money/merchant-currency';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';

/** Public, read-only resources of one merchant, under /v0/organizations/:organization. */
export function organizationRoutes(db: Db) {
  const app = new Hono();
  registerOperation(app, listBranches, async (c, { params }) => {
    const merchant = checkPublicMerchant(await findOrganizationBySlug(db, params.organization));
    if (!merchant.ok) return errorResponse(c, merchant.error);
    const branches = await listBranchRows(db, merchant.value.id);
    return c.json({ results: { branches } } satisfies BranchListResponse);
  });
  registerOperation(app, listServices, async (c, { params }) => {
    const merchant = checkPublicMerchant(await findOrganizationBySlug(db, params.organization));
    if (!merchant.ok) return errorResponse(c, merchant.error);
    const branch = await findBranchBySlug(db, merchant.value.id, params.branch);
    if (!branch) return errorResponse(c, { code: 'branch_not_found' });
    const services = await listBranchServices(db, branch.id, merchantCurrency(merchant.value.currency));
    // Read from the database on every request: an owner's saved change is in the next answer,
    // and no cache between may keep an older list without asking.
    c.header('Cache-Control', 'no-cache');
    return c.json({ results: { services } } satisfies ServiceListResponse);
  });
  return app;
}
