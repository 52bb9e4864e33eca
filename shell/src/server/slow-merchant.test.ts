import { firstScreenRenderer } from '@booking/shared/federation/render-first-screen';
import { useLoaderData } from '@booking/shared/router';
import { loaderConfiguration } from '@booking/shared/stores/request-stores';
import { configurationFixture } from '@booking/shared/testing/configuration-fixture';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { type FakeConfigurationApi, fakeConfigurationApi } from './fake-configuration-api';
import { renderPage } from './render-page';

/**
 * The API over HTTP, as the shell's server meets it: one merchant's configuration answers
 * after 3 s (longer than the server waits), every other merchant's at once.
 */
let api: FakeConfigurationApi;
const SLOW = 'slow-salon';
let slowAsked: () => void = () => {};
const slowRequestSeen = new Promise<void>((resolve) => {
  slowAsked = resolve;
});

beforeAll(async () => {
  api = await fakeConfigurationApi(async (organization) => {
    const configuration = configurationFixture({ organization, client_account: { name: `Salon ${organization}` } });
    if (organization !== SLOW) return configuration;
    slowAsked();
    await new Promise((resolve) => setTimeout(resolve, 3000).unref());
    return configuration;
  });
});
afterAll(() => api.close());

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
    env: api.env,
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
