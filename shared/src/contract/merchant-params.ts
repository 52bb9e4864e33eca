import * as z from 'zod/mini';
import { slugSchema } from '../slugs';

/**
 * Path parameters naming a merchant and a branch. Apart from route-params.ts, whose token and
 * key schemas a first screen reading a branch list does not need to build or download.
 */
export const organizationParams = z.object({ organization: slugSchema });
export const branchParams = z.object({ organization: slugSchema, branch: slugSchema });
