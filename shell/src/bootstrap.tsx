import { createBrowserRouter, RouterProvider } from '@booking/shared/router';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getMerchantConfiguration } from './boot/merchant-configuration';
import { organizationFromPath } from './boot/organization-from-path';
import { readRuntimeEnv } from './boot/read-runtime-env';
import { setRouter } from './boot/router-instance';
import { IntlRoot } from './i18n/intl-root';
import { initLocale } from './i18n/locale-preference';
import { registerRemotesFromEnv } from './remotes/remote-registry';
import { createAppRoutes } from './routes';
import { EnvUnavailableScreen } from './screens/env-unavailable-screen';
import { initErrorReporting } from './telemetry/error-reporting';
import '@booking/shared/ui/base.css';

const RESERVED_FIRST_SEGMENTS = new Set(['staff']);

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const root = createRoot(container);
  initLocale();
  const env = await readRuntimeEnv();
  if (!env) {
    root.render(
      <IntlRoot>
        <EnvUnavailableScreen />
      </IntlRoot>,
    );
    return;
  }
  runtimeEnvStore.getState().setEnv(env);
  initErrorReporting(env);
  // Start the configuration request now, in parallel with the router and the remote's manifest.
  const organization = organizationFromPath(window.location.pathname);
  if (organization && !RESERVED_FIRST_SEGMENTS.has(organization)) void getMerchantConfiguration(organization);
  // Remotes must be registered before the router's first navigation starts (RUNTIME-004).
  registerRemotesFromEnv(env);
  const router = createBrowserRouter(createAppRoutes());
  setRouter(router);
  root.render(
    <StrictMode>
      <IntlRoot>
        <RouterProvider router={router} />
      </IntlRoot>
    </StrictMode>,
  );
}

void main();
