import type { Branch } from '@booking/shared/contract/branches';
import { insertBranch, type NewBranch } from '../db/branch-repo';
import { type Db, SQLSTATE, sqlState } from '../db/db';
import type { Result } from '../domain/result';
import { checkSlug, type SlugError } from '../domain/slugs/check-slug';

export async function createBranch(
  db: Db,
  organizationId: string,
  branch: NewBranch,
): Promise<Result<Branch, SlugError>> {
  const slug = checkSlug(branch.slug);
  if (!slug.ok) return slug;
  try {
    return { ok: true, value: await insertBranch(db, organizationId, branch) };
  } catch (error) {
    // The unique constraint is the truth under concurrency; it becomes the same coded error.
    if (sqlState(error) === SQLSTATE.uniqueViolation)
      return { ok: false, error: { code: 'slug_taken', params: { slug: branch.slug } } };
    throw error;
  }
}
