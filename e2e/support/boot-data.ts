import type { BrowserContext, Page } from '@playwright/test';
import { PORTS, urlOf } from './ports';
import { configurationUrl } from './product';

/**
 * What a page boots with (env.json and the merchant's configuration) comes two ways: fetched
 * by the browser, or inlined by the server in a page it drew (decision 0030). A test that
 * changes either must change both, or it tests only the pages the server leaves to the browser.
 */
interface BootData {
  env?: unknown;
  configuration?: unknown;
  /** The page's loaders' data, which the browser hydrates the page with. */
  router?: unknown;
}

const BOOT_DATA = /(<script type="application\/json" id="booking-boot">)([^<]*)(<\/script>)/;

/** Rewrites the inlined boot data of every document the shell's server sends. */
export async function rewriteDrawnPages(
  target: BrowserContext | Page,
  rewrite: (boot: BootData) => void,
): Promise<void> {
  const shell = urlOf(PORTS.shell);
  await target.route(
    (url) => url.origin === shell,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Not following redirects: the browser must see them to land on the right address.
      const response = await route.fetch({ maxRedirects: 0 });
      if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return route.fulfill({ response });
      const html = (await response.text()).replace(BOOT_DATA, (_all, open: string, json: string, close: string) => {
        const boot = JSON.parse(json) as BootData;
        rewrite(boot);
        return `${open}${JSON.stringify(boot).replace(/</g, '\\u003c')}${close}`;
      });
      // The body goes out decoded: the compressed one's encoding and length no longer apply.
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}

/** The runtime environment as every page of `target` sees it, fetched or inlined. */
export async function alterEnv<T>(target: BrowserContext | Page, alter: (env: T) => void): Promise<void> {
  await target.route(`${urlOf(PORTS.shell)}/env.json`, async (route) => {
    const response = await route.fetch();
    const env = (await response.json()) as T;
    alter(env);
    await route.fulfill({ response, json: env });
  });
  await rewriteDrawnPages(target, (boot) => {
    if (boot.env) alter(boot.env as T);
  });
}

/** The parts of the public configuration tests change. */
export interface AlterableConfiguration {
  reservations: { customization: Record<string, unknown> };
}

/** The merchant's public configuration as the page sees it, fetched or inlined. */
export async function alterConfiguration(
  page: Page,
  organization: string,
  alter: (configuration: AlterableConfiguration) => void,
): Promise<void> {
  type Response = { results: { configuration: AlterableConfiguration } };
  await page.route(configurationUrl(organization), async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as Response;
    alter(body.results.configuration);
    await route.fulfill({ response: answer, json: body });
  });
  await rewriteDrawnPages(page, (boot) => {
    if (boot.configuration) alter((boot.configuration as Response).results.configuration);
    // The page's data was loaded for the configuration as it is: the browser draws the page.
    delete boot.router;
  });
}

/**
 * For a test that fakes what the API answers the page's own requests: the server drew the page
 * from the real API, so its data is left out and the browser draws the page from the fakes.
 */
export async function drawnByBrowser(page: Page): Promise<void> {
  await rewriteDrawnPages(page, (boot) => {
    delete boot.router;
  });
}
