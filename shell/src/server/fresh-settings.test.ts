import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Configuration } from '@booking/shared/contract/configuration';
import { configurationFixture } from '@booking/shared/testing/configuration-fixture';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { renderPage } from './render-page';

/** The API over HTTP, answering the merchant's configuration as currently saved. */
let saved: Configuration = configurationFixture();
let api: Server;
let apiBase = '';

beforeAll(async () => {
  api = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ results: { configuration: saved } }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => {
  api.closeAllConnections();
  api.close();
});

const draw = () =>
  renderPage({
    url: 'http://shop.test/demo-salon',
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
    loadRemote: async () => ({
      firstScreenContract: 1 as const,
      renderFirstScreen: async () => ({
        kind: 'page' as const,
        html: '<p>branches</p>',
        title: null,
        header: 'extended' as const,
        layout: 'default' as const,
      }),
    }),
  });

describe('renderPage after a merchant saves a setting', () => {
  it("draws the next page with the saved name and colour: the shell's server keeps no copy", async () => {
    const before = await draw();
    saved = configurationFixture({ client_account: { name: 'Salon Neu' } });
    saved.reservations.customization.theme.color = '#0A6E4F';
    const after = await draw();

    if (before?.kind !== 'page' || after?.kind !== 'page') throw new Error('expected two pages');
    expect(before.root).not.toContain('Salon Neu');
    expect(after.root).toContain('Salon Neu');
    expect(after.title).toBe('Salon Neu');
    expect(after.themeCss).toContain('--brand:#0A6E4F');
    expect(after.boot.configuration?.results.configuration.client_account.name).toBe('Salon Neu');
  });
});
