import { buildUrl } from '@booking/shared/api-client/build-url';
import { call } from '@booking/shared/api-client/call';
import { listServices } from '@booking/shared/contract/operations/merchant';
import type { Service } from '@booking/shared/contract/services';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { loaderApiBase } from '@booking/shared/stores/request-stores';

/**
 * The branch's services with their prices. An unknown branch is the not-found view; a
 * network or server failure stays on this step as "Try refreshing" with a retry,
 * so the customer keeps the page and the choices in the draft.
 */
export async function servicesLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<{ ok: true; services: Service[] } | { ok: false }> {
  const path = { organization: params.organization ?? '', branch: params.branch ?? '' };
  const apiBase = loaderApiBase(context);
  const result = await call(listServices, { params: path }, { apiBase, signal: request.signal });
  if (result.ok) return { ok: true, services: result.data.results.services };
  if (result.status === 404) throw new Response(null, { status: 404, statusText: result.error?.code ?? 'not_found' });
  // The network or the server failed: worth a retry. Any other answer (a body that does not
  // match the contract) is a bug, thrown so the shell shows its error and it is reported.
  if (result.status === 0 || result.status >= 500) return { ok: false };
  // The URL in the message, as loadOrThrow does: error reports group by it.
  throw new Error(`GET ${buildUrl(apiBase, listServices, path, undefined)} failed (${result.status})`);
}
