import { type RouteObject, useLoaderData } from '@booking/shared/router';
import { configurationStore, useConfiguration } from '@booking/shared/stores/configuration';
import { localeStore, useLocale } from '@booking/shared/stores/locale';
import {
  loaderApiBase,
  loaderConfiguration,
  loaderOnServer,
  loaderOrigin,
} from '@booking/shared/stores/request-stores';
import { runtimeEnvStore, useRuntimeEnv } from '@booking/shared/stores/runtime-env';
import { describe, expect, it, rs } from '@rstest/core';
import { createElement } from 'react';
import type { Locale } from '../i18n/locale';
import { configurationFixture } from '../testing/configuration-fixture';
import { firstScreenRenderer } from './render-first-screen';

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
];

const renderer = firstScreenRenderer({
  routes,
  loadMessages: async () => ({}),
  firstScreens: ['/:organization/:branch'],
});

const env = (apiBase: string) => ({
  environment: 'development' as const,
  apiBase,
  remotes: { beauty: 'http://b.test/m.json', gastro: 'http://g.test/m.json', staff: 'http://s.test/m.json' },
  analytics: { key: null, host: null, sessionIdleTimeoutSeconds: 1800 },
  errorReporting: { dsn: null, sampleRate: 1 },
  links: {
    privacy: 'https://e.test/p',
    imprint: 'https://e.test/i',
    terms: 'https://e.test/t',
    poweredBy: 'https://e.test/',
  },
});

const draw = (branch: string, name: string, locale: Locale) =>
  renderer.renderFirstScreen({
    url: `http://shop.test/${branch}-org/${branch}`,
    configuration: configurationFixture({ client_account: { name } }),
    env: env(`http://${branch}.api`),
    locale,
  });

describe('firstScreenRenderer', () => {
  it('draws two requests at once, each from its own stores, whichever finishes first', async () => {
    const alpha = draw('alpha', 'Alpha Salon', 'de');
    const beta = draw('beta', 'Beta Bistro', 'en');
    // Both loaders are waiting at once: no request queues behind another.
    await Promise.all([started.get('alpha')?.opened, started.get('beta')?.opened]);
    gates.get('beta')?.open();
    const betaPage = await beta;
    gates.get('alpha')?.open();
    const alphaPage = await alpha;

    if (alphaPage.kind !== 'page' || betaPage.kind !== 'page') throw new Error('expected two pages');
    expect(alphaPage.html).toContain('loader:Alpha Salon@http://alpha.api render:Alpha Salon@http://alpha.api/de');
    expect(betaPage.html).toContain('loader:Beta Bistro@http://beta.api render:Beta Bistro@http://beta.api/en');
    // Nothing was written where the next request (or the browser's code) would read it.
    expect(configurationStore.getState().configuration).toBeNull();
    expect(runtimeEnvStore.getState().env).toBeNull();
    expect(localeStore.getState().locale).toBe('en');
  });
});

const token = `${'A'.repeat(20)}_-${'b'.repeat(21)}`;

/** A page whose drawing fails with the API address, token and all, in its message. */
function Broken(): never {
  throw new Error(`GET http://api.test/v0/organizations/demo/appointments/${token}/quote failed (500)`);
}

describe('firstScreenRenderer when a page cannot be drawn', () => {
  const failing = firstScreenRenderer({
    routes: [
      {
        path: ':branch/:token',
        element: createElement(Broken),
      },
    ],
    loadMessages: async () => ({}),
    firstScreens: ['/:organization/:branch/:token'],
    privateScreens: ['/:organization/:branch/:token'],
  });

  it('leaves it to the browser and logs why without the manage token', async () => {
    const logged = rs.spyOn(console, 'error').mockImplementation(() => {});
    const result = await failing.renderFirstScreen({
      url: `http://shop.test/demo/mitte/${token}`,
      configuration: configurationFixture(),
      env: env('http://api.test'),
      locale: 'en',
    });
    const lines = logged.mock.calls.map((call) => call.map(String).join(' '));
    logged.mockRestore();

    expect(result).toEqual({ kind: 'none' });
    expect(lines.join('\n')).toContain('/demo/mitte/[token]');
    expect(lines.join('\n')).not.toContain(token);
  });
});

/** What a loader learns of its request besides the stores. */
function Where() {
  const where = useLoaderData() as { origin: string; server: boolean };
  return createElement('p', null, `${where.origin} server:${where.server}`);
}

describe('firstScreenRenderer under /staff', () => {
  const staff = firstScreenRenderer({
    routes: [
      {
        index: true,
        loader: ({ context }) => ({ origin: loaderOrigin(context), server: loaderOnServer(context) }),
        element: createElement(Where),
      },
      { path: 'branches', element: createElement('p', null, 'branches') },
    ],
    loadMessages: async () => ({}),
    base: '/staff',
    firstScreens: ['/staff'],
  });
  const draw = (url: string) =>
    staff.renderFirstScreen({ url, configuration: null, env: env('http://api.test'), locale: 'en' });

  it("draws the named screen without a merchant, its loader given the visitor's origin", async () => {
    const page = await draw('https://book.example:8443/staff');

    if (page.kind !== 'page') throw new Error('expected a page');
    expect(page.html).toContain('https://book.example:8443 server:true');
  });

  it('leaves the screens it does not name to the browser', async () => {
    expect((await draw('https://book.example/staff/branches')).kind).toBe('frame');
    expect((await draw('https://book.example/demo-salon')).kind).toBe('not-found');
  });
});
