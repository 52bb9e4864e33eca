import type { BranchListResponse } from '@booking/shared/contract/branches';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { listServices } from '@booking/shared/contract/operations/merchant';
import type { ServiceListResponse } from '@booking/shared/contract/services';
import { Hono } from 'hono';
import { errorResponse } from '../http/error-response';
import type { PublicLists } from '../http/public-lists';
import { registerOperation } from '../http/register-operation';

/**
 * Public, read-only resources of one merchant, under /v0/organizations/:organization. The
 * lists come from the process's cache (at most a second old, fresh after a save here), so a
 * browser or any cache between must still ask each time: no-cache, never a max-age.
 */
export function organizationRoutes(lists: PublicLists) {
  const app = new Hono();
  registerOperation(app, listBranches, async (c, { params }) => {
    const branches = await lists.branches(params.organization);
    if (!branches.ok) return errorResponse(c, branches.error);
    c.header('Cache-Control', 'no-cache');
    return c.json({ results: { branches: branches.value } } satisfies BranchListResponse);
  });
  registerOperation(app, listServices, async (c, { params }) => {
    const services = await lists.services(params.organization, params.branch);
    if (!services.ok) return errorResponse(c, services.error);
    c.header('Cache-Control', 'no-cache');
    return c.json({ results: { services: services.value } } satisfies ServiceListResponse);
  });
  return app;
}
