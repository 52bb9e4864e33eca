import { branchListResponseSchema } from '../branches';
import { organizationParams } from '../merchant-params';
import { defineOperation } from '../operation';

/*
 * The branch list, where every vertical starts: alone in its file, since a bundle takes a
 * whole area file with all its schemas, and this first screen needs only its own.
 */
export const listBranches = defineOperation({
  method: 'get',
  path: '/v0/organizations/{organization}/branches',
  id: 'listBranches',
  summary: 'Branches of a merchant',
  tag: 'merchant',
  params: organizationParams,
  responses: { 200: { description: 'The branches, in order', schema: branchListResponseSchema } },
  errors: ['invalid_input', 'merchant_not_found'],
});
