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
const ORIGIN = 'bookingOrigin';

/**
 * The router's request context for a server render (`staticHandler.query(request,
 * { requestContext })`): how a loader, which runs outside React, finds its request's stores,
 * and the origin the visitor asked (a page that shows its own full address needs it).
 */
export function loaderContextWith(stores: AppStores, origin?: string): { [KEY]: AppStores; [ORIGIN]?: string } {
  return origin ? { [KEY]: stores, [ORIGIN]: origin } : { [KEY]: stores };
}

/** Whether a loader runs for a server render, which cannot see the visitor's session storage. */
export function loaderOnServer(context: unknown): boolean {
  return (context as { [KEY]?: AppStores } | null | undefined)?.[KEY] !== undefined;
}

/** The name a loader's "only the browser can draw this" error goes by (read by name, not class). */
export const BROWSER_ONLY_PAGE = 'BrowserOnlyPage';

/**
 * What a loader on the server throws when the page depends on what only the browser has (the
 * visitor's draft in session storage): the server leaves the page to the browser as an ordinary
 * outcome, not as a failure to log. Told by its name, since the remote's server module may
 * carry its own copy of this module.
 */
export function browserOnlyPage(why: string): Error {
  const error = new Error(why);
  error.name = BROWSER_ONLY_PAGE;
  return error;
}

/**
 * The origin of the page a loader runs for (`https://book.example`): the server request's, or
 * in the browser the window's. Links a page spells out in full are built on it.
 */
export function loaderOrigin(context: unknown): string {
  const origin = (context as { [ORIGIN]?: string } | null | undefined)?.[ORIGIN];
  if (origin) return origin;
  if (typeof window === 'undefined') throw new Error('origin requested on the server without a request');
  return window.location.origin;
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
