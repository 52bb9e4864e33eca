import type { BranchListResponse } from '@booking/shared/contract/branches';
import type { ServiceListResponse } from '@booking/shared/contract/services';
import { slugSchema } from '@booking/shared/slugs';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { findBranchBySlug, listBranches } from '../db/branch-repo';
import type { Db } from '../db/db';
import { findOrganizationBySlug } from '../db/organization-repo';
import { listBranchServices } from '../db/service-repo';
import { checkPublicMerchant } from '../domain/merchants/check-public-merchant';
import { merchantCurrency } from '../domain/money/merchant-currency';
import { errorResponse } from '../http/error-response';
import { validate } from '../http/validate';

const organizationParams = z.object({ organization: slugSchema });
const branchParams = z.object({ organization: slugSchema, branch: slugSchema });

/** Public, read-only resources of one merchant, under /v0/organizations/:organization. */
export function organizationRoutes(db: Db) {
  return new Hono()
    .get('/:organization/branches', validate('param', organizationParams), async (c) => {
      const merchant = checkPublicMerchant(await findOrganizationBySlug(db, c.req.valid('param').organization));
      if (!merchant.ok) return errorResponse(c, merchant.error);
      const branches = await listBranches(db, merchant.value.id);
      return c.json({ results: { branches } } satisfies BranchListResponse);
    })
    .get('/:organization/branches/:branch/services', validate('param', branchParams), async (c) => {
      const params = c.req.valid('param');
      const merchant = checkPublicMerchant(await findOrganizationBySlug(db, params.organization));
      if (!merchant.ok) return errorResponse(c, merchant.error);
      const branch = await findBranchBySlug(db, merchant.value.id, params.branch);
      if (!branch) return errorResponse(c, { code: 'branch_not_found' });
      const services = await listBranchServices(db, branch.id, merchantCurrency(merchant.value.currency));
      return c.json({ results: { services } } satisfies ServiceListResponse);
    });
}
