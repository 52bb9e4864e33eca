// The stores by their package names, never relatively: Module Federation shares a module by
// the name it is imported under, and a relative import would be an app's own, empty copy.
import { configurationStore, createConfigurationStore } from '@booking/shared/stores/configuration';
import { createLocaleStore, localeStore } from '@booking/shared/stores/locale';
import { createRuntimeEnvStore, runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import type { AppStores } from '@booking/shared/stores/stores-context';
import type { Configuration } from '../contract/configuration';
import type { RuntimeEnv } from '../contract/runtime-env';
import type { Locale } from '../i18n/locale';

/** The browser's one set, filled by the shell at boot and read by every app. */
const browserStores: AppStores = { env: runtimeEnvStore, configuration: configurationStore, locale: localeStore };

/** A server request's own stores, born with its environment, merchant and language. */
export function createRequestStores(initial: {
  env: RuntimeEnv;
  configuration: Configuration | null;
  locale: Locale;
}): AppStores {
  return {
    env: createRuntimeEnvStore(initial.env),
    configuration: createConfigurationStore(initial.configuration),
    locale: createLocaleStore(initial.locale),
  };
}

const KEY = 'bookingStores';

/**
 * The router's request context for a server render (`staticHandler.query(request,
 * { requestContext })`): how a loader, which runs outside React, finds its request's stores.
 */
export function loaderContextWith(stores: AppStores): { [KEY]: AppStores } {
  return { [KEY]: stores };
}

/**
 * The stores a loader runs for: its server request's (from the router's request context), or
 * in the browser, where the router passes no such context, the browser's one set.
 */
export function loaderStores(context: unknown): AppStores {
  const stores = (context as { [KEY]?: AppStores } | null | undefined)?.[KEY];
  return stores ?? browserStores;
}

/** The API base a loader calls, from its request's environment. */
export function loaderApiBase(context: unknown): string {
  const env = loaderStores(context).env.getState().env;
  if (!env) throw new Error('API base requested before the environment file was read');
  return env.apiBase;
}

/** The merchant configuration a loader runs for, or null before the shell loaded it. */
export function loaderConfiguration(context: unknown): Configuration | null {
  return loaderStores(context).configuration.getState().configuration;
}
