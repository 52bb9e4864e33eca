import { type Db, SQLSTATE, sqlState } from '../db/db';
import { insertOrganization, type NewOrganization, type OrganizationRef } from '../db/organization-repo';
import type { Result } from '../domain/result';
import { checkSlug, type SlugError } from '../domain/slugs/check-slug';

export async function createOrganization(db: Db, org: NewOrganization): Promise<Result<OrganizationRef, SlugError>> {
  const slug = checkSlug(org.slug);
  if (!slug.ok) return slug;
  try {
    return { ok: true, value: await insertOrganization(db, org) };
  } catch (error) {
    // The unique constraint is the truth under concurrency; it becomes the same coded error.
    if (sqlState(error) === SQLSTATE.uniqueViolation)
      return { ok: false, error: { code: 'slug_taken', params: { slug: org.slug } } };
    throw error;
  }
}
