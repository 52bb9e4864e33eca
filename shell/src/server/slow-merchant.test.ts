import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstScreenRenderer } from '@booking/shared/federation/render-first-screen';
import { useLoaderData } from '@booking/shared/router';
import { loaderConfiguration } from '@booking/shared/stores/request-stores';
import { configurationFixture } from '@booking/shared/testing/configuration-fixture';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { renderPage } from './render-page';

/**
 * The API over HTTP, as the shell's server meets it: one merchant's configuration answers
 * after 3 s (longer than the server waits), every other merchant's at once.
 */
let api: Server;
let apiBase = '';
const SLOW = 'slow-salon';
let slowAsked: () => void = () => {};
const slowRequestSeen = new Promise<void>((resolve) => {
  slowAsked = resolve;
});

beforeAll(async () => {
  api = createServer((request, response) => {
    const organization = /\/v0\/configurations\/public\/booking\/([a-z-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const body = JSON.stringify({
      results: {
        configuration: configurationFixture({ organization, client_account: { name: `Salon ${organization}` } }),
      },
    });
    const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    if (organization !== SLOW) return answer();
    slowAsked();
    setTimeout(answer, 3000).unref();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => {
  api.closeAllConnections();
  api.close();
});

function MerchantName() {
  return createElement('h1', null, useLoaderData() as string);
}

/** The vertical's renderer: its page names the merchant its loader was given. */
const remote = firstScreenRenderer({
  routes: [
    {
      index: true,
      loader: ({ context }) => loaderConfiguration(context)?.client_account.name,
      element: createElement(MerchantName),
    },
  ],
  loadMessages: async () => ({}),
  firstScreens: ['/:organization'],
});

const draw = (organization: string) =>
  renderPage({
    url: `http://shop.test/${organization}`,
    env: {
      environment: 'development',
      apiBase,
      remotes: {
        beauty: 'http://beauty.test/mf-manifest.json',
        gastro: 'http://gastro.test/mf-manifest.json',
        staff: 'http://staff.test/mf-manifest.json',
      },
      analytics: { key: null, host: null, sessionIdleTimeoutSeconds: 1800 },
      errorReporting: { dsn: null, sampleRate: 1 },
      links: {
        privacy: 'https://e.test/p',
        imprint: 'https://e.test/i',
        terms: 'https://e.test/t',
        poweredBy: 'https://e.test/',
      },
    },
    savedLocale: 'en',
    loadRemote: async () => remote,
  });

describe('renderPage for several merchants at once', () => {
  it("draws a merchant's page at its usual speed while another merchant's API is slow", async () => {
    let slowSettled = false;
    const slow = draw(SLOW).finally(() => {
      slowSettled = true;
    });
    await slowRequestSeen;

    const quick = await draw('quick-salon');

    expect(slowSettled).toBe(false);
    if (quick?.kind !== 'page') throw new Error('expected the quick merchant drawn');
    expect(quick.root).toContain('<h1>Salon quick-salon</h1>');
    // The slow merchant's page is left to the browser once the server stops waiting.
    expect(await slow).toBeNull();
  });
});
