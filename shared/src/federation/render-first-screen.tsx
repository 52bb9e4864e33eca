import { createRequestStores, loaderContextWith } from '@booking/shared/stores/request-stores';
import { StoresContext } from '@booking/shared/stores/stores-context';
import { renderToString } from 'react-dom/server';
import { createIntl, IntlProvider } from 'react-intl';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { FALLBACK_LOCALE } from '../i18n/locale';
import { type FirstScreenInput, type FirstScreenModule, type FirstScreenResult, withoutTokens } from './first-screen';
import type { RemoteModule, RouteHandle } from './remote-contract';

/**
 * A remote's server renderer: its own routes, loaders and components, rendered to HTML in Node
 * with the request's configuration, environment and language. Built into the remote's
 * `first-screen` bundle (shared/src/federation/remote-server-rsbuild-config.ts), so a remote's
 * redeploy changes what the server draws with the shell untouched. The routes sit under the
 * same `/:organization` parent the shell mounts them in, so params and links are the same.
 */
interface RemoteScreens extends Pick<RemoteModule, 'routes' | 'loadMessages'> {
  /**
   * Paths (under the shell's, e.g. `/:organization/:branch/book`) whose screen depends only on
   * the URL and the API, so the server may draw it. Later steps read the visitor's draft in
   * session storage, which the server cannot see: for them the server draws the frame only.
   */
  firstScreens: string[];
  /** Of those, the ones whose URL carries a manage token: sent so that nothing stores them. */
  privateScreens?: string[];
  /** Where the shell mounts the routes: `/:organization` (a merchant's), or `/staff`. */
  base?: string;
}

/** The route pattern a path matched, e.g. `/:organization/:branch/:token/cancelled`: never a secret. */
function patternOf(matches: { route: RouteObject }[]): string {
  const parts = matches.flatMap((match) => (match.route.path ? [match.route.path.replace(/^\/+/, '')] : []));
  return `/${parts.join('/')}`;
}

export function firstScreenRenderer(remote: RemoteScreens): FirstScreenModule {
  return {
    firstScreenContract: 1,
    renderFirstScreen: async (input) => {
      try {
        return await render(remote, input);
      } catch (error) {
        // The browser draws the page as before; the shell's server logs why this one could not,
        // without the manage token a URL or an API address in the message may carry.
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        console.error('first screen not drawn', withoutTokens(new URL(input.url).pathname), withoutTokens(reason));
        return { kind: 'none' };
      }
    },
  };
}

async function render(remote: RemoteScreens, input: FirstScreenInput): Promise<FirstScreenResult> {
  const { url, configuration, env, locale } = input;
  // This request's own stores: requests are drawn at once, none reads another's merchant.
  const stores = createRequestStores({ env, configuration, locale });
  const messages = await remote.loadMessages(locale);
  const tree: RouteObject[] = [
    {
      id: 'organization',
      path: remote.base ?? '/:organization',
      loader: () => configuration,
      children: [{ id: 'content', children: remote.routes }],
    },
  ];
  const { pathname } = new URL(url);
  // Matching needs no loader: an address no route takes is not found, whatever the visitor's state.
  const matched = matchRoutes(tree, pathname);
  if (!matched || matched.length < 3) return { kind: 'not-found' };
  const pattern = patternOf(matched);
  if (!remote.firstScreens.includes(pattern)) {
    const handle: RouteHandle = Object.assign({}, ...matched.map((match) => match.route.handle ?? {}));
    return { kind: 'frame', ...describe(handle, locale, messages) };
  }
  const handler = createStaticHandler(tree);
  const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }), {
    requestContext: loaderContextWith(stores, new URL(url).origin),
  });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', location } : { kind: 'none' };
  }
  const errors = Object.values(context.errors ?? {});
  if (errors.some((error) => isRouteErrorResponse(error) && error.status === 404) || context.matches.length < 3) {
    return { kind: 'not-found' };
  }
  if (errors.length > 0) return { kind: 'none' };
  const handle: RouteHandle = Object.assign({}, ...context.matches.map((match) => match.route.handle ?? {}));
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StoresContext.Provider value={stores}>
      <IntlProvider locale={locale} defaultLocale={FALLBACK_LOCALE} messages={messages} onError={() => {}}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </IntlProvider>
    </StoresContext.Provider>,
  );
  const secret = remote.privateScreens?.includes(pattern) ?? false;
  return { kind: 'page', html, ...describe(handle, locale, messages), ...(secret ? { private: true } : {}) };
}

function describe(handle: RouteHandle, locale: string, messages: Record<string, string>) {
  const { titleId } = handle;
  return {
    title: titleId ? createIntl({ locale, messages, onError: () => {} }).formatMessage({ id: titleId }) : null,
    header: handle.header ?? 'extended',
    layout: handle.layout ?? 'default',
  };
}
