/**
 * The branch a route's `{branch}` names, or the not-found screen (a thrown 404, which the
 * route's boundary shows) when the merchant has none by that slug.
 */
export function findBranch<B extends { slug: string }>(branches: readonly B[], slug: string | undefined): B {
  const branch = branchBySlug(branches, slug);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  return branch;
}

/**
 * The branch by its slug, or null: for a page that shows without it (a manage link whose
 * branch has since closed and left the public list).
 */
export function branchBySlug<B extends { slug: string }>(branches: readonly B[], slug: string | undefined): B | null {
  return branches.find((candidate) => candidate.slug === slug) ?? null;
}
