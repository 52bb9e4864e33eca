import type { Configuration } from '@booking/shared/contract/configuration';
import { DEFAULT_THEME_COLOR, HEX_COLOR } from '@booking/shared/contract/safe-values';
import { FALLBACK_LOCALE } from '@booking/shared/i18n/locale';
import type { AppStores } from '@booking/shared/stores/stores-context';
import { StoresContext } from '@booking/shared/stores/stores-context';
import { readableTextOn } from '@booking/shared/theme/contrast';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createIntl, IntlProvider } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { shellMessages } from '../i18n/shell-messages';
import { bannerSources } from '../layout/banner-sources';
import { MerchantFrame } from '../layout/merchant-frame';
import { PlainLayout } from '../layout/plain-layout';
import { NotFoundMessage } from '../screens/not-found-message';
import { ConsentBar } from '../telemetry/consent/consent-bar';
import type { RenderedPage } from './rendered-page';

/**
 * Markup of `children` under a router (links), the shell's texts and the visitor's language,
 * after the consent bar when the visitor has not chosen yet. A not-found view is not hydrated:
 * the browser's boot draws its own (it has nothing to type into or keep).
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

/** The unknown merchant's view, or a merchant's unknown page in the merchant's frame: 404. */
export async function notFoundPage(
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
export function themeCss(color: string | null | undefined): string {
  const brand = color && HEX_COLOR.test(color) ? color : DEFAULT_THEME_COLOR;
  return `:root{--brand:${brand};--on-brand:${readableTextOn(brand)}}`;
}

export function bannerOf(configuration: Configuration): { href: string; srcset: string } | null {
  // The header's own sources (layout/banner-sources.ts), so the preload is the image it draws;
  // a preload without imagesizes takes 100vw, the sizes the header gives width candidates.
  const banner = bannerSources(configuration.reservations.customization.theme.header_background_image);
  return banner && { href: banner.src, srcset: banner.srcSet };
}
