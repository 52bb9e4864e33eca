import type { FirstScreenModule } from '@booking/shared/federation/first-screen';
import { BROWSER_ONLY_PAGE, loaderContextWith } from '@booking/shared/stores/request-stores';
import { type AppStores, StoresContext } from '@booking/shared/stores/stores-context';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import {
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppTree } from '../boot/app-tree';
import { resolveHandle } from '../layout/route-handle';
import { ConsentBar } from '../telemetry/consent/consent-bar';
import { appRoutesFor } from './app-routes-for';
import { serverIntl } from './server-intl';

/** React Router's hydration data: what each matched route's loader returned on the server. */
export interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: null;
}

type DrawnTree =
  | {
      kind: 'page';
      root: string;
      /** Resource hints React's server rendering puts first (images to preload): for the head. */
      preloads: string;
      title: string | null;
      /** The page shows the banner (the extended header): worth a preload. */
      banner: boolean;
      private: boolean;
      hydrationData: RouterHydrationData;
      /** Milliseconds the loaders took (the API's answers) and the render took. */
      timings: { data: number; render: number };
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  /** A screen the browser draws: it depends on the visitor's draft, or a loader could not answer. */
  | { kind: 'none' };

/** The route pattern a path matched, e.g. `/:organization/:branch/:token/cancelled`: never a secret. */
function patternOf(matches: { route: RouteObject }[]): string {
  const parts = matches.flatMap((match) => (match.route.path ? [match.route.path.replace(/^\/+/, '')] : []));
  return `/${parts.join('/')}`;
}

/** In the consent bar's place: the bar for a visitor who has not chosen, as consent-bar-host.tsx draws it. */
function ServerConsentBar({ open }: { open: boolean }) {
  return open ? <ConsentBar /> : null;
}

/** In the place of the browser's take-over marker, which draws nothing. */
function NothingAfter() {
  return null;
}

/**
 * The app's tree for one request: the browser's routes (routes.tsx) with the remote's routes
 * in place (the merchant's under `/:organization`, or the staff remote's under `/staff`), the
 * organization's loader answering the configuration already fetched, the remote's loaders
 * reading this request's stores, rendered in AppTree as the browser renders it.
 */
export async function renderAppTree(options: {
  url: string;
  remote: FirstScreenModule;
  stores: AppStores;
  consentBar: boolean;
  /** Whose content route the remote's routes go into; the staff area has no merchant. */
  area?: 'merchant' | 'staff';
}): Promise<DrawnTree> {
  const { url, remote, stores, consentBar, area = 'merchant' } = options;
  const { locale } = stores.locale.getState();
  const { routes, handler } = appRoutesFor(remote, area);
  // Matching needs no loader: an address no route takes is not found, whatever the visitor's state.
  const matched = matchRoutes(routes, new URL(url).pathname);
  if (!matched || matched.at(-1)?.route.path === '*') return { kind: 'not-found' };
  const pattern = patternOf(matched);
  if (!remote.firstScreens.includes(pattern)) return { kind: 'none' };
  const dataStarted = performance.now();
  const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }), {
    requestContext: loaderContextWith(stores, new URL(url).origin),
  });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', location } : { kind: 'none' };
  }
  const errors = Object.values(context.errors ?? {});
  if (errors.some((error) => isRouteErrorResponse(error) && error.status === 404)) return { kind: 'not-found' };
  if (errors.some((error) => error instanceof Error && error.name === BROWSER_ONLY_PAGE)) return { kind: 'none' };
  // A loader that failed leaves the page to the browser, which retries and shows the error; the
  // caller logs why (render-page.tsx), without the tokens the message may carry.
  if (errors.length > 0)
    throw errors[0] instanceof Error ? errors[0] : new Error(`a loader failed: ${JSON.stringify(errors[0])}`);
  const intl = await serverIntl(remote, locale);
  const renderStarted = performance.now();
  const handle = resolveHandle(context.matches.map((match) => match.route));
  const title = handle.titleId ? intl.formatMessage({ id: handle.titleId }) : null;
  const markup = renderToString(
    <StoresContext.Provider value={stores}>
      <AppTree
        intl={(children: ReactNode) => <RawIntlProvider value={intl}>{children}</RawIntlProvider>}
        consentBar={<ServerConsentBar open={consentBar} />}
        page={
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        }
        after={<NothingAfter />}
      />
    </StoresContext.Provider>,
  );
  // React puts its resource hints before the tree; inside #root the browser's tree has no such
  // elements, so they would not hydrate. In the head they preload as meant.
  const preloads = /^(?:<link [^>]*\/>)*/.exec(markup)?.[0] ?? '';
  const rendered = performance.now();
  return {
    kind: 'page',
    root: markup.slice(preloads.length),
    preloads,
    title,
    banner: area === 'merchant' && handle.layout === 'default' && handle.header === 'extended',
    private: remote.privateScreens?.includes(pattern) ?? false,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    timings: { data: renderStarted - dataStarted, render: rendered - renderStarted },
  };
}
