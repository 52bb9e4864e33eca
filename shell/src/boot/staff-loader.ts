import type { LoaderFunctionArgs } from '@booking/shared/router';
import { localeStore } from '@booking/shared/stores/locale';
import { remoteFailureFacts } from '../remotes/remote-load-error';
import { ensureRemoteRoutes } from '../remotes/remote-routes';
import { reportError } from '../telemetry/error-reporting';
import { BootError } from './boot-outcomes';
import { rerunNavigation } from './rerun-navigation';
import { STAFF_CONTENT_ROUTE_ID } from './route-ids';
import { getRouter } from './router-instance';

/** The staff calendar lives under the reserved `/staff` segment and needs no merchant configuration. */
export async function staffLoader({ request }: LoaderFunctionArgs): Promise<null> {
  let patchedNow: boolean;
  try {
    patchedNow = await ensureRemoteRoutes(getRouter, STAFF_CONTENT_ROUTE_ID, 'staff', localeStore.getState().locale);
  } catch (cause) {
    const error = new BootError('remote', null, { cause });
    reportError(error, { remote: 'staff', ...remoteFailureFacts(cause) });
    throw error;
  }
  if (patchedNow) throw rerunNavigation(request);
  return null;
}
