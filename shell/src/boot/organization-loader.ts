import { loaderApi } from '@booking/shared/api-client/api-access';
import type { Configuration } from '@booking/shared/contract/configuration';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { configurationStore } from '@booking/shared/stores/configuration';
import { localeStore } from '@booking/shared/stores/locale';
import { remoteFailureFacts } from '../remotes/remote-load-error';
import { ensureRemoteRoutes, patchedRemote } from '../remotes/remote-routes';
import { reportError } from '../telemetry/error-reporting';
import { isBookingLink } from './booking-link';
import { type BootState, bootTransition, startBoot } from './boot-machine';
import { BootError, merchantNotFound } from './boot-outcomes';
import { rerunNavigation } from './rerun-navigation';
import { MERCHANT_CONTENT_ROUTE_ID } from './route-ids';
import { getRouter } from './router-instance';

/**
 * Runs the boot machine for `/:organization/*`. The router shows the loading state until
 * this settles, so nothing merchant-specific renders before the configuration and the
 * vertical's remote are in place.
 */
export async function organizationLoader({ params, request, context }: LoaderFunctionArgs): Promise<Configuration> {
  let state: BootState = startBoot(params.organization ?? null, isBookingLink(new URL(request.url).pathname));
  if (state.status === 'loading-configuration') {
    // The same chunk the boot's configuration step loaded (bootstrap.tsx): a static import
    // here would put a second copy of it, schemas and all, into the router's chunk.
    const { getMerchantConfiguration } = await import('./merchant-configuration');
    const result = await getMerchantConfiguration(loaderApi(context), state.organization);
    state = bootTransition(state, { type: 'configuration-result', result });
  }
  if (state.status === 'merchant-not-found') throw merchantNotFound();
  if (state.status === 'error') {
    const error = new BootError('configuration', state.httpStatus);
    reportError(error, { organization: state.organization, httpStatus: state.httpStatus });
    throw error;
  }
  if (state.status !== 'loading-remote') throw new Error(`unexpected boot state ${state.status}`);
  const { configuration } = state;
  const current = patchedRemote(MERCHANT_CONTENT_ROUTE_ID);
  if (current && current !== configuration.vertical) {
    // Another vertical's routes are plugged in already: only a fresh page can swap them.
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
  configurationStore.getState().setConfiguration(configuration);
  let patchedNow: boolean;
  try {
    patchedNow = await ensureRemoteRoutes(
      getRouter,
      MERCHANT_CONTENT_ROUTE_ID,
      configuration.vertical,
      localeStore.getState().locale,
    );
  } catch (cause) {
    const error = new BootError('remote', null, { cause });
    reportError(error, {
      organization: state.organization,
      remote: configuration.vertical,
      ...remoteFailureFacts(cause),
    });
    throw error;
  }
  if (patchedNow) throw rerunNavigation(request);
  return configuration;
}
