import { firstScreenRenderer } from '@booking/shared/federation/render-first-screen';
import { loaderOnServer } from '@booking/shared/stores/request-stores';
import { configurationFixture } from '@booking/shared/testing/configuration-fixture';
import { runtimeEnvFixture } from '@booking/shared/testing/runtime-env-fixture';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { themeCss } from './not-found-page';
import { renderPage } from './render-page';

const env = runtimeEnvFixture();
const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>';
const realFetch = globalThis.fetch;
let answer: () => Response;
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  globalThis.fetch = (async (url: string | URL | Request) => {
    asked.push(String(url instanceof Request ? url.url : url));
    return answer();
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

// The vertical's server module, standing in for the remote's published one.
const beauty = firstScreenRenderer({
  routes: [
    { index: true, handle: { titleId: 'test.services' }, element: createElement('section', null, 'the services') },
  ],
  loadMessages: async () => ({ 'test.services': 'Services' }),
  firstScreens: ['/:organization'],
});

// The staff remote's: the sign-in (whose loader checks the session only in the browser) and a page behind it.
const staff = firstScreenRenderer({
  routes: [
    {
      index: true,
      loader: ({ context }) => (loaderOnServer(context) ? null : { signedIn: true }),
      handle: { titleId: 'test.signIn' },
      element: createElement('form', { 'aria-label': 'sign in' }, 'the sign-in form'),
    },
    { path: 'branches', element: createElement('section', null, 'the branches') },
  ],
  loadMessages: async (locale) => ({ 'test.signIn': locale === 'de' ? 'Anmelden' : 'Sign in' }),
  firstScreens: ['/staff'],
});

const input = (
  url: string,
  savedLocale: string | null = 'en',
  cookie: string | null = null,
  remotes: Record<string, typeof beauty | null> = {
    [env.remotes.beauty ?? '']: beauty,
    [env.remotes.staff ?? '']: staff,
  },
) => ({
  url,
  env,
  savedLocale,
  cookie,
  loadRemote: async (manifest: string) => remotes[manifest] ?? null,
});

describe('renderPage', () => {
  it("keeps hostile configuration values as text in the merchant's frame", async () => {
    const configuration = configurationFixture({ client_account: { name: HOSTILE } });
    answer = () => Response.json({ results: { configuration } });

    const page = await renderPage(input('http://shop.test/demo-salon'));

    if (page?.kind !== 'page') throw new Error('expected a page');
    expect(page.root).not.toContain('<script');
    expect(page.root).not.toContain('<img src=x');
    expect(page.root).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;');
    expect(page.root).toContain('<main id="main" class="main" tabindex="-1"><section>the services</section></main>');
    // The title is text; the static server escapes it into <title>.
    expect(page.title).toBe(`Services · ${HOSTILE}`);
    expect(page.boot.configuration?.results.configuration.client_account.name).toBe(HOSTILE);
  });

  it('answers 404 with the not-found view for an unknown merchant, in German without a saved choice', async () => {
    answer = () => Response.json({ error: { code: 'merchant_not_found' } }, { status: 404 });

    const page = await renderPage(input('http://shop.test/nobody', null));

    if (page?.kind !== 'page') throw new Error('expected a page');
    expect(page.status).toBe(404);
    expect(page.lang).toBe('de');
    expect(page.root).toContain('Buchungsseite nicht gefunden');
  });

  it('leaves an unreachable API to the browser', async () => {
    answer = () => new Response('down', { status: 503 });

    expect(await renderPage(input('http://shop.test/demo-salon'))).toBeNull();
  });

  it("draws the staff sign-in in the staff frame without asking for a merchant's configuration", async () => {
    answer = () => new Response('no configuration is asked for', { status: 500 });

    const page = await renderPage(input('http://shop.test/staff', 'de'));

    if (page?.kind !== 'page') throw new Error('expected a page');
    expect(asked).toEqual([]);
    expect(page.lang).toBe('de');
    expect(page.title).toBe('Anmelden · Mitarbeiterkalender');
    expect(page.root).toContain('<p class="header-title">Mitarbeiterkalender</p>');
    expect(page.root).toContain('<main id="main" class="main" tabindex="-1"><form aria-label="sign in">');
    expect(page.themeCss).toBe(themeCss(null));
    expect(page.banner).toBeNull();
    expect(page.boot.configuration).toBeNull();
    // The staff route's and the sign-in's loaders ran as on the server: the session is checked in the browser.
    expect(Object.values(page.boot.router?.loaderData ?? {})).toEqual([null, null]);
  });

  it('leaves the rest of the staff area, and a staff remote without a server module, to the browser', async () => {
    answer = () => new Response('no configuration is asked for', { status: 500 });

    expect(await renderPage(input('http://shop.test/staff/branches'))).toBeNull();
    expect(await renderPage(input('http://shop.test/staff/nothing-here'))).toBeNull();
    expect(
      await renderPage(input('http://shop.test/staff', 'en', null, { [env.remotes.beauty ?? '']: beauty })),
    ).toBeNull();
    expect(asked).toEqual([]);
  });

  it("draws the consent bar first in the page for a visitor without a choice, in the visitor's language", async () => {
    answer = () => Response.json({ results: { configuration: configurationFixture() } });

    const page = await renderPage(input('http://shop.test/demo-salon', 'de'));

    if (page?.kind !== 'page') throw new Error('expected a page');
    expect(page.root.startsWith('<div class="consent-bar" role="dialog"')).toBe(true);
    expect(page.root).not.toContain('aria-modal');
    expect(page.root).toContain('Ihre Privatsphäre');
    expect(page.root).toContain('Alle akzeptieren</button>');
    expect(page.root).toContain('Nur notwendige</button>');
  });

  it('draws no bar for a visitor whose choice is stored, on a page or the not-found view', async () => {
    const now = '2026-11-24T10:00:00.000Z';
    const stored = encodeURIComponent(
      JSON.stringify({ categories: ['necessary'], consentId: 'c1', consentTimestamp: now, lastConsentTimestamp: now }),
    );
    const cookie = `booking_locale=en; booking_consent=${stored}`;
    answer = () => Response.json({ results: { configuration: configurationFixture() } });

    const page = await renderPage(input('http://shop.test/demo-salon', 'en', cookie));
    answer = () => Response.json({ error: { code: 'merchant_not_found' } }, { status: 404 });
    const notFound = await renderPage(input('http://shop.test/nobody', 'en', cookie));
    const notFoundNew = await renderPage(input('http://shop.test/nobody', 'en'));

    if (page?.kind !== 'page' || notFound?.kind !== 'page' || notFoundNew?.kind !== 'page')
      throw new Error('expected pages');
    expect(page.root).not.toContain('consent-bar');
    expect(page.root.startsWith('<div class="page"')).toBe(true);
    expect(notFound.root).not.toContain('consent-bar');
    expect(notFoundNew.root).toContain('Your privacy');
  });
});
