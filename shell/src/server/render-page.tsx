import { callForData } from '@booking/shared/api-client/call-for-data';
import type { Configuration } from '@booking/shared/contract/configuration';
import { getConfiguration } from '@booking/shared/contract/operations/configuration';
import { type RuntimeEnv, runtimeEnvSchema } from '@booking/shared/contract/runtime-env';
import { DEFAULT_THEME_COLOR, HEX_COLOR } from '@booking/shared/contract/safe-values';
import type { FirstScreenModule, FirstScreenResult } from '@booking/shared/federation/first-screen';
import { chooseLocale, FALLBACK_LOCALE, type Locale } from '@booking/shared/i18n/locale';
import { createRequestStores } from '@booking/shared/stores/request-stores';
import type { AppStores } from '@booking/shared/stores/stores-context';
import { StoresContext } from '@booking/shared/stores/stores-context';
import { readableTextOn } from '@booking/shared/theme/contrast';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createIntl, IntlProvider } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { safeParse } from 'zod/mini';
import { organizationFromPath } from '../boot/organization-from-path';
import { shellMessages } from '../i18n/shell-messages';
import { bannerSources } from '../layout/banner-sources';
import { MerchantFrame } from '../layout/merchant-frame';
import { PlainLayout } from '../layout/plain-layout';
import { NotFoundMessage } from '../screens/not-found-message';
import { ConsentBar } from '../telemetry/consent/consent-bar';
import { storedConsentOf } from '../telemetry/consent/stored-consent';
import { renderStaffPage } from './render-staff-page';

/**
 * The shell's server renderer (docs/decisions/0030): for a document request under
 * `/:organization`, the merchant's frame (header, banner, footer) drawn with the same React
 * components the browser uses, around the first screen the vertical's remote draws with its
 * own server renderer. The static server loads this module from the shell's build and puts the
 * answer into index.html; the browser then takes the page over without fetching the
 * configuration again (`boot` is inlined).
 */
export interface RenderPageInput {
  url: string;
  /** The parsed env.json. */
  env: unknown;
  /** The visitor's saved language (cookie), if any. */
  savedLocale: string | null;
  /** The request's Cookie header: a visitor without a stored cookie choice gets the consent bar in the HTML. */
  cookie?: string | null;
  /** The renderer a remote published beside the manifest at this URL, or null. */
  loadRemote: (manifestUrl: string) => Promise<FirstScreenModule | null>;
  /** Milliseconds the configuration request may take before the page is served undrawn. */
  timeoutMs?: number;
}

export type RenderedPage =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Locale;
      title: string;
      /** The merchant's colours as a style element (the CSP allows it by hash). */
      themeCss: string;
      /** The inside of `#root`. */
      root: string;
      /** The answers the browser would otherwise fetch: env.json and the configuration response. */
      boot: { env: RuntimeEnv; configuration: { results: { configuration: Configuration } } | null };
      /** The banner image the page shows first, for a preload. */
      banner: { href: string; srcset: string } | null;
      /** The URL carries a manage token: the page is sent so that nothing stores it. */
      private: boolean;
    };

/** Reserved first segments (docs/decisions/0006): `/staff` is drawn by renderStaffPage. */
const STAFF = 'staff';

/**
 * Requests are drawn at once, each from its own stores (created here, passed down through
 * React context): a merchant whose configuration is slow holds up only its own page.
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
  if (organization === STAFF) {
    const stores = createRequestStores({ env, configuration: null, locale });
    const draw = (children: ReactNode) => frame(input.url, stores, children, consentBar);
    return renderStaffPage({ ...input, env, locale, frame: draw, themeCss: themeCss(null) });
  }
  const signal = AbortSignal.timeout(input.timeoutMs ?? 2000);
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
  const stores = createRequestStores({ env, configuration, locale });
  const manifest = env.remotes[configuration.vertical];
  const remote = manifest ? await input.loadRemote(manifest).catch(() => null) : null;
  const screen: FirstScreenResult = remote
    ? await remote.renderFirstScreen({ url: input.url, configuration, env, locale: locale })
    : { kind: 'none' };
  if (screen.kind === 'redirect') return screen;
  // A screen the browser draws (a later step, or one the remote could not draw) gets
  // index.html as before: the app's own boot shows the frame while it loads.
  if (screen.kind === 'frame' || screen.kind === 'none') return null;
  if (screen.kind === 'not-found') return notFoundPage(input.url, stores, 'page', consentBar);
  const site = configuration.client_account.name;
  const page = screen;
  const title = page.title;
  const content = page.html;
  const header = page.layout === 'blank' ? null : page.header;
  const root = (
    await frame(
      input.url,
      stores,
      <MerchantFrame configuration={configuration} header={header} title={title}>
        {CONTENT}
      </MerchantFrame>,
      consentBar,
    )
  ).replace(CONTENT, () => content);
  return {
    kind: 'page',
    status: 200,
    lang: locale,
    title: title ? `${title} · ${site}` : site,
    themeCss: themeCss(configuration.reservations.customization.theme.color),
    root,
    boot: { env, configuration: result.data },
    banner: header === 'extended' ? bannerOf(configuration) : null,
    private: page.private ?? false,
  };
}

/** Stands for the first screen inside the frame's `<main>`; replaced by its markup. */
const CONTENT = '\u0001first-screen\u0001';

/**
 * Markup of `children` under a router (links), the shell's texts and the visitor's language,
 * after the consent bar when the visitor has not chosen yet: the app's root draws the same
 * (bootstrap.tsx), so taking over changes nothing.
 */
async function frame(url: string, stores: AppStores, children: ReactNode, consentBar: boolean): Promise<string> {
  const { locale } = stores.locale.getState();
  const handler = createStaticHandler([{ path: '*', element: children }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('the frame route does not redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StoresContext.Provider value={stores}>
      <IntlProvider locale={locale} defaultLocale={FALLBACK_LOCALE} messages={shellMessages[locale]} onError={() => {}}>
        {consentBar && <ConsentBar />}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </IntlProvider>
    </StoresContext.Provider>,
  );
}

async function notFoundPage(
  url: string,
  stores: AppStores,
  kind: 'merchant' | 'page',
  consentBar: boolean,
): Promise<RenderedPage> {
  const { locale } = stores.locale.getState();
  const { env } = stores.env.getState();
  const { configuration } = stores.configuration.getState();
  if (!env) throw new Error('a page drawn without its environment');
  const messages = shellMessages[locale];
  const intl = createIntl({ locale, messages, onError: () => {} });
  const titleId = kind === 'merchant' ? 'shell.merchantNotFound.title' : 'shell.notFound.title';
  const root =
    kind === 'merchant' || !configuration
      ? await frame(
          url,
          stores,
          <PlainLayout titleId={titleId}>
            <NotFoundMessage kind="merchant" />
          </PlainLayout>,
          consentBar,
        )
      : await frame(
          url,
          stores,
          <MerchantFrame configuration={configuration} header="extended" title={intl.formatMessage({ id: titleId })}>
            <NotFoundMessage kind="page" />
          </MerchantFrame>,
          consentBar,
        );
  const site = configuration?.client_account.name ?? intl.formatMessage({ id: 'shell.siteName' });
  return {
    kind: 'page',
    status: 404,
    lang: locale,
    title: `${intl.formatMessage({ id: titleId })} · ${site}`,
    themeCss: themeCss(configuration?.reservations.customization.theme.color),
    root,
    boot: { env, configuration: configuration ? { results: { configuration } } : null },
    banner: null,
    private: false,
  };
}

/** The same variables layout/theme-style.ts sets in the browser, from a checked colour only. */
function themeCss(color: string | null | undefined): string {
  const brand = color && HEX_COLOR.test(color) ? color : DEFAULT_THEME_COLOR;
  return `:root{--brand:${brand};--on-brand:${readableTextOn(brand)}}`;
}

function bannerOf(configuration: Configuration): { href: string; srcset: string } | null {
  // The header's own sources (layout/banner-sources.ts), so the preload is the image it draws;
  // a preload without imagesizes takes 100vw, the sizes the header gives width candidates.
  const banner = bannerSources(configuration.reservations.customization.theme.header_background_image);
  return banner && { href: banner.src, srcset: banner.srcSet };
}
