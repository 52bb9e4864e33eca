import * as z from 'zod/mini';
import { slugSchema } from '../slugs';
import { idSchema } from './ids';

export const branchSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string().check(z.length(2)),
  timezone: z.string(),
  phone: z.nullable(z.string()),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchListResponseSchema = z.object({ results: z.object({ branches: z.array(branchSchema) }) });
export type BranchListResponse = z.infer<typeof branchListResponseSchema>;
