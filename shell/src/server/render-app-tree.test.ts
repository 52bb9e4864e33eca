import { firstScreenRenderer } from '@booking/shared/federation/render-first-screen';
import type { Locale } from '@booking/shared/i18n/locale';
import { type RouteObject, useLoaderData } from '@booking/shared/router';
import { configurationStore, useConfiguration } from '@booking/shared/stores/configuration';
import { localeStore, useLocale } from '@booking/shared/stores/locale';
import {
  browserOnlyPage,
  createRequestStores,
  loaderApiBase,
  loaderConfiguration,
  loaderOnServer,
  loaderOrigin,
} from '@booking/shared/stores/request-stores';
import { runtimeEnvStore, useRuntimeEnv } from '@booking/shared/stores/runtime-env';
import { configurationFixture } from '@booking/shared/testing/configuration-fixture';
import { runtimeEnvFixture } from '@booking/shared/testing/runtime-env-fixture';
import { describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { renderAppTree } from './render-app-tree';

/** A deferred the test settles: it decides which render's loader finishes first. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const gates = new Map<string, ReturnType<typeof gate>>();
const started = new Map<string, ReturnType<typeof gate>>();
for (const branch of ['alpha', 'beta']) {
  gates.set(branch, gate());
  started.set(branch, gate());
}

/** What a loader and a component see of their request: each must see only its own. */
function Probe() {
  const fromLoader = useLoaderData() as { apiBase: string; merchant: string | undefined };
  const configuration = useConfiguration();
  const locale = useLocale();
  const env = useRuntimeEnv();
  return createElement(
    'p',
    null,
    `loader:${fromLoader.merchant}@${fromLoader.apiBase} render:${configuration.client_account.name}@${env.apiBase}/${locale}`,
  );
}

const routes: RouteObject[] = [
  {
    path: ':branch',
    loader: async ({ params, context }) => {
      const branch = params.branch ?? '';
      started.get(branch)?.open();
      await gates.get(branch)?.opened;
      return { apiBase: loaderApiBase(context), merchant: loaderConfiguration(context)?.client_account.name };
    },
    element: createElement(Probe),
  },
  { path: ':branch/later', element: createElement('p', null, 'a later step') },
  {
    path: ':branch/where',
    loader: ({ context }) => ({ origin: loaderOrigin(context), server: loaderOnServer(context) }),
    element: createElement(Where),
  },
  {
    path: ':branch/draft',
    loader: () => {
      throw browserOnlyPage("this step reads the visitor's draft");
    },
    element: createElement('p', null, 'a step drawn from the draft'),
  },
  {
    path: ':branch/broken',
    loader: () => {
      throw new Error('the API answered 500');
    },
    element: createElement('p', null, 'never drawn'),
  },
  { path: ':branch/:token', element: createElement('p', null, 'the manage page') },
];

/** What a loader learns of its request besides the stores: a page that shows its own full address needs the origin. */
function Where() {
  const where = useLoaderData() as { origin: string; server: boolean };
  return createElement('p', null, `${where.origin} server:${where.server}`);
}

const remote = firstScreenRenderer({
  routes,
  loadMessages: async () => ({}),
  firstScreens: [
    '/:organization/:branch',
    '/:organization/:branch/where',
    '/:organization/:branch/draft',
    '/:organization/:branch/broken',
    '/:organization/:branch/:token',
  ],
  privateScreens: ['/:organization/:branch/:token'],
});

const draw = (path: string, name: string, locale: Locale, apiBase = 'http://api.test') =>
  renderAppTree({
    url: `http://shop.test${path}`,
    remote,
    stores: createRequestStores({
      env: runtimeEnvFixture(apiBase),
      configuration: configurationFixture({ client_account: { name } }),
      locale,
    }),
    consentBar: false,
  });

describe('renderAppTree', () => {
  it('draws two requests at once, each from its own stores, whichever finishes first', async () => {
    const alpha = draw('/alpha-org/alpha', 'Alpha Salon', 'de', 'http://alpha.api');
    const beta = draw('/beta-org/beta', 'Beta Bistro', 'en', 'http://beta.api');
    // Both loaders are waiting at once: no request queues behind another.
    await Promise.all([started.get('alpha')?.opened, started.get('beta')?.opened]);
    gates.get('beta')?.open();
    const betaPage = await beta;
    gates.get('alpha')?.open();
    const alphaPage = await alpha;

    if (alphaPage.kind !== 'page' || betaPage.kind !== 'page') throw new Error('expected two pages');
    expect(alphaPage.root).toContain('loader:Alpha Salon@http://alpha.api render:Alpha Salon@http://alpha.api/de');
    expect(betaPage.root).toContain('loader:Beta Bistro@http://beta.api render:Beta Bistro@http://beta.api/en');
    // The shell's frame and the remote's page are one tree: the page is inside the frame's <main>.
    expect(betaPage.root).toMatch(/<main id="main"[^>]*><p>loader:Beta Bistro/);
    // The loaders' data goes with the page, for the browser to hydrate it without loading again.
    expect(Object.values(betaPage.hydrationData.loaderData)).toContainEqual({
      apiBase: 'http://beta.api',
      merchant: 'Beta Bistro',
    });
    // Nothing was written where the next request (or the browser's code) would read it.
    expect(configurationStore.getState().configuration).toBeNull();
    expect(runtimeEnvStore.getState().env).toBeNull();
    expect(localeStore.getState().locale).toBe('en');
  });

  it('leaves a screen the remote does not name to the browser, and knows an unknown address', async () => {
    expect(await draw('/org/mitte/later', 'Salon', 'en')).toEqual({ kind: 'none' });
    expect(await draw('/org/mitte/a/b/c', 'Salon', 'en')).toEqual({ kind: 'not-found' });
  });

  it('leaves a page a loader says only the browser can draw to the browser, and fails on any other loader error', async () => {
    expect(await draw('/org/mitte/draft', 'Salon', 'en')).toEqual({ kind: 'none' });
    await expect(draw('/org/mitte/broken', 'Salon', 'en')).rejects.toThrow('the API answered 500');
  });

  it("gives the loaders the visitor's origin and says they run on the server", async () => {
    const page = await renderAppTree({
      url: 'https://book.example:8443/org/mitte/where',
      remote,
      stores: createRequestStores({ env: runtimeEnvFixture(), configuration: configurationFixture(), locale: 'en' }),
      consentBar: false,
    });

    if (page.kind !== 'page') throw new Error('expected a page');
    expect(page.root).toContain('https://book.example:8443 server:true');
  });

  it('marks a manage page private, so that nothing stores it', async () => {
    const page = await draw(`/org/mitte/${'A'.repeat(43)}`, 'Salon', 'en');

    if (page.kind !== 'page') throw new Error('expected a page');
    expect(page.private).toBe(true);
    expect(page.root).toContain('the manage page');
  });
});
