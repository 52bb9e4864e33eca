import { createBrowserRouter, RouterProvider } from '@booking/shared/router';
import { localeStore } from '@booking/shared/stores/locale';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getMerchantConfiguration } from './boot/merchant-configuration';
import { organizationFromPath } from './boot/organization-from-path';
import { readRuntimeEnv } from './boot/read-runtime-env';
import { setRouter } from './boot/router-instance';
import { TakeOverDone, takeOver } from './boot/take-over';
import { IntlRoot } from './i18n/intl-root';
import { initLocale } from './i18n/locale-preference';
import { registerRemotesFromEnv } from './remotes/remote-registry';
import { createAppRoutes } from './routes';
import { FatalErrorScreen } from './screens/fatal-error-screen';
import { GlobalErrorGate } from './screens/global-error-gate';
import { markFirstScreenDrawn } from './telemetry/after-interactive';
import { trackPages } from './telemetry/analytics/track-pages';
import { ConsentBarHost } from './telemetry/consent/consent-bar-host';
import { setConsentLanguage, startConsent } from './telemetry/consent/consent-loader';
import { reportError, startErrorReporting } from './telemetry/error-reporting';
import { markGlobalFailure } from './telemetry/global-error';
import { watchGlobalErrors } from './telemetry/watch-global-errors';
import '@booking/shared/ui/base.css';

const RESERVED_FIRST_SEGMENTS = new Set(['staff']);

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  // React 19 root hooks: errors no route boundary caught. Caught ones are reported by the
  // route boundaries themselves (screens/route-error-screens.tsx), so onCaughtError stays unset.
  const root = createRoot(container, {
    onUncaughtError: (error) => {
      reportError(error, { react: 'uncaught' });
      markGlobalFailure();
    },
    onRecoverableError: (error) => reportError(error, { react: 'recoverable' }),
  });
  initLocale();
  const env = await readRuntimeEnv();
  if (!env) {
    root.render(
      <IntlRoot>
        <FatalErrorScreen />
      </IntlRoot>,
    );
    return;
  }
  runtimeEnvStore.getState().setEnv(env);
  startErrorReporting(env);
  watchGlobalErrors(env);
  // Start the configuration request now, in parallel with the router and the remote's manifest.
  const organization = organizationFromPath(window.location.pathname);
  if (organization && !RESERVED_FIRST_SEGMENTS.has(organization)) void getMerchantConfiguration(organization);
  // Remotes must be registered before the router's first navigation starts (RUNTIME-004).
  registerRemotesFromEnv(env);
  const router = createBrowserRouter(createAppRoutes());
  setRouter(router);
  startConsent(env, () => localeStore.getState().locale);
  localeStore.subscribe((state) => setConsentLanguage(state.locale));
  trackPages(router);
  whenFirstNavigationSettles(router, markFirstScreenDrawn);
  takeOver(container, router, () =>
    root.render(
      <StrictMode>
        <IntlRoot>
          {/* Before the page, as the server draws it (server/render-page.tsx). */}
          <ConsentBarHost />
          <GlobalErrorGate>
            <RouterProvider router={router} />
          </GlobalErrorGate>
        </IntlRoot>
        <TakeOverDone container={container} />
      </StrictMode>,
    ),
  );
}

/** The first navigation's loaders (configuration, remote routes, the page's data) are done and React draws it. */
function whenFirstNavigationSettles(router: ReturnType<typeof createBrowserRouter>, then: () => void): void {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) {
    requestAnimationFrame(then);
    return;
  }
  const stop = router.subscribe(() => {
    if (!settled()) return;
    stop();
    // After the frame React commits the first screen in.
    requestAnimationFrame(then);
  });
}

void main();
