import { callForData } from '@booking/shared/api-client/call-for-data';
import { getConfiguration } from '@booking/shared/contract/operations/configuration';
import { type RuntimeEnv, runtimeEnvSchema } from '@booking/shared/contract/runtime-env';
import { type FirstScreenModule, withoutTokens } from '@booking/shared/federation/first-screen';
import { chooseLocale, type Locale } from '@booking/shared/i18n/locale';
import { createRequestStores } from '@booking/shared/stores/request-stores';
import { createIntl } from 'react-intl';
import { safeParse } from 'zod/mini';
import { organizationFromPath } from '../boot/organization-from-path';
import { shellMessages } from '../i18n/shell-messages';
import { storedConsentOf } from '../telemetry/consent/stored-consent';
import { evaluateRemote } from './evaluate-remote';
import { bannerOf, notFoundPage, themeCss } from './not-found-page';
import { renderAppTree } from './render-app-tree';
import type { RenderedPage } from './rendered-page';

/**
 * The shell's server renderer (docs/decisions/0030, 0070, 0072): for a document request under
 * `/:organization`, the app's own tree (the merchant's frame and the vertical's page, one React
 * tree with one React), or under `/staff` the staff area's, rendered as the browser renders it,
 * with the data its loaders returned.
 * The static server loads this module from the shell's build and puts the answer into
 * index.html; the browser hydrates it from the same data (`boot`), fetching nothing again.
 */
export interface RenderPageInput {
  url: string;
  /** The parsed env.json. */
  env: unknown;
  /** The visitor's saved language (cookie), if any. */
  savedLocale: string | null;
  /** The request's Cookie header: a visitor without a stored cookie choice gets the consent bar in the HTML. */
  cookie?: string | null;
  /**
   * The server module a remote published beside the manifest at this URL: its code, evaluated
   * here with this renderer's React (evaluate-remote.ts), or the module itself in tests.
   */
  loadRemote: (manifestUrl: string) => Promise<string | FirstScreenModule | null>;
  /** Milliseconds the configuration request may take before the page is served undrawn. */
  timeoutMs?: number;
}

/**
 * Requests are drawn at once, each from its own stores (created here, passed down through
 * React context and the loaders' request context): a merchant whose configuration is slow
 * holds up only its own page.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage | null> {
  const parsedEnv = safeParse(runtimeEnvSchema, input.env);
  if (!parsedEnv.success) return null;
  const env = parsedEnv.data;
  // As the browser chooses (i18n/locale-preference.ts): the saved choice, else German.
  const locale = chooseLocale(input.savedLocale, 'production');
  const organization = organizationFromPath(new URL(input.url).pathname);
  const consentBar = storedConsentOf(input.cookie) === null;
  if (!organization) return null;
  if (organization === 'staff') return renderStaffPage(input, env, locale, consentBar);
  const signal = AbortSignal.timeout(input.timeoutMs ?? 2000);
  const started = performance.now();
  const result = await callForData(
    getConfiguration,
    { params: { organization } },
    { apiBase: env.apiBase, signal, deps: { fetch, sleep: async () => {} } },
  );
  if (!result.ok && result.status === 404) {
    return notFoundPage(input.url, createRequestStores({ env, configuration: null, locale }), 'merchant', consentBar);
  }
  if (!result.ok) return null;
  const configuration = result.data.results.configuration;
  const configurationMs = performance.now() - started;
  const stores = createRequestStores({ env, configuration, locale });
  const manifest = env.remotes[configuration.vertical];
  const remote = manifest ? await loadScreens(input, manifest) : null;
  // No remote module (none published, another contract, down): the browser draws the page.
  if (!remote) return null;
  const drawn = await drawTree(input.url, { url: input.url, remote, stores, consentBar });
  if (!drawn || drawn.kind === 'none') return null;
  if (drawn.kind === 'redirect') return drawn;
  if (drawn.kind === 'not-found') return notFoundPage(input.url, stores, 'page', consentBar);
  const site = configuration.client_account.name;
  return {
    kind: 'page',
    status: 200,
    lang: locale,
    title: drawn.title ? `${drawn.title} · ${site}` : site,
    themeCss: themeCss(configuration.reservations.customization.theme.color),
    root: drawn.root,
    preloads: drawn.preloads,
    boot: { env, configuration: result.data, router: drawn.hydrationData },
    banner: drawn.banner ? bannerOf(configuration) : null,
    private: drawn.private,
    timings: { configuration: configurationMs, ...drawn.timings },
  };
}

/**
 * A page of `/staff`, which belongs to no merchant: no configuration to fetch, the staff
 * remote's routes in the staff area, the product's own colours. The staff remote lists what
 * the server may draw (the sign-in); the rest of the area, and a staff remote without a server
 * module, is left to the browser.
 */
async function renderStaffPage(
  input: RenderPageInput,
  env: RuntimeEnv,
  locale: Locale,
  consentBar: boolean,
): Promise<RenderedPage | null> {
  const manifest = env.remotes.staff;
  const remote = manifest ? await loadScreens(input, manifest) : null;
  if (!remote) return null;
  const stores = createRequestStores({ env, configuration: null, locale });
  const drawn = await drawTree(input.url, { url: input.url, remote, stores, consentBar, area: 'staff' });
  if (!drawn || drawn.kind === 'none' || drawn.kind === 'not-found') return null;
  if (drawn.kind === 'redirect') return drawn;
  // As StaffLayout writes it: the page, then the product.
  const site = createIntl({ locale, messages: shellMessages[locale], onError: () => {} }).formatMessage({
    id: 'shell.staff.siteName',
  });
  return {
    kind: 'page',
    status: 200,
    lang: locale,
    title: drawn.title ? `${drawn.title} · ${site}` : site,
    themeCss: themeCss(null),
    root: drawn.root,
    preloads: drawn.preloads,
    boot: { env, configuration: null, router: drawn.hydrationData },
    banner: null,
    private: drawn.private,
    timings: drawn.timings,
  };
}

/** The app's tree, or null when it could not be drawn: the browser draws the page as before. */
async function drawTree(url: string, options: Parameters<typeof renderAppTree>[0]) {
  try {
    return await renderAppTree(options);
  } catch (error) {
    // The log says why without the manage token a URL or an API address in the message may carry.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error('first screen not drawn', withoutTokens(new URL(url).pathname), withoutTokens(reason));
    return null;
  }
}

async function loadScreens(input: RenderPageInput, manifest: string): Promise<FirstScreenModule | null> {
  const loaded = await input.loadRemote(manifest).catch(() => null);
  return typeof loaded === 'string' ? evaluateRemote(loaded) : loaded;
}
