import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listBranches } from '@booking/shared/contract/operations/branches';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { guardStep } from '../../../common/flow/step-guard';

/**
 * The draft's contact as last typed, else as accepted (to fill the form again), and the
 * branch's country (the phone's default calling code).
 */
export async function contactLoader({ params, request }: LoaderFunctionArgs) {
  const guarded = guardStep(params, 'contact');
  if (guarded instanceof Response) return guarded;
  const body = await loadOrThrow(
    listBranches,
    { params: { organization: params.organization ?? '' } },
    { apiBase: getApiBase(), signal: request.signal },
  );
  const branch = body.results.branches.find((b) => b.slug === params.branch);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  const { contact, contactTyped } = guarded.draft;
  return { contact: contactTyped ?? contact, country: branch.country };
}
