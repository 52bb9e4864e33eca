import { localeStore } from '@booking/shared/stores/locale';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { organizationFromPath } from './boot/organization-from-path';
import { readRuntimeEnv } from './boot/read-runtime-env';
import { serverDrawnPage } from './boot/server-drawn';
import { takeOver, watchServerPage } from './boot/take-over';
import { yieldToMain } from './boot/yield-to-main';
import { initLocale } from './i18n/locale-preference';
import { registerRemotesFromEnv } from './remotes/remote-registry';
import { setConsentLanguage, startConsent } from './telemetry/consent/consent-loader';
import { startErrorReporting } from './telemetry/error-reporting';
import { watchGlobalErrors } from './telemetry/watch-global-errors';
import '@booking/shared/ui/base.css';

const RESERVED_FIRST_SEGMENTS = new Set(['staff']);

/**
 * The boot runs in steps with a yield to the main thread between them (no task over
 * 200 ms at 4x CPU slowdown; decision 0035): this module reads the environment and registers the
 * remotes; the configuration's schemas, React DOM, the router with the routes' screens, and React's root
 * with the app's frame are chunks of their own, evaluated each in a task of its own. index.html preloads those chunks,
 * so splitting adds no round trip.
 */
async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  // What the visitor does on the server's page until the app owns it goes to the app (take-over.tsx).
  watchServerPage(container);
  initLocale();
  const env = await readRuntimeEnv();
  if (!env) {
    const { renderFatal } = await import('./boot/render-app');
    renderFatal(container);
    return;
  }
  runtimeEnvStore.getState().setEnv(env);
  startErrorReporting(env);
  watchGlobalErrors(env);
  // Remotes must be registered before the router's first navigation starts (RUNTIME-004).
  registerRemotesFromEnv(env);
  startConsent(env, () => localeStore.getState().locale);
  localeStore.subscribe((state) => setConsentLanguage(state.locale));
  await yieldToMain();
  // The configuration's schemas (zod) are a step of their own. index.html has already started
  // the request (or the server inlined the answer): this picks it up for the organization loader.
  const organization = organizationFromPath(window.location.pathname);
  if (organization && !RESERVED_FIRST_SEGMENTS.has(organization)) {
    const { getMerchantConfiguration } = await import('./boot/merchant-configuration');
    void getMerchantConfiguration({ apiBase: env.apiBase }, organization);
    await yieldToMain();
  }
  // React DOM's evaluation alone is a long piece of the router's step (the router imports it).
  await import('react-dom');
  await yieldToMain();
  const { startRouter } = await import('./boot/start-router');
  const started = await startRouter(serverDrawnPage(container));
  await yieldToMain();
  const { appRenderer } = await import('./boot/render-app');
  const render = appRenderer(container, started);
  await yieldToMain();
  takeOver(container, started.router, render);
}

void main();
