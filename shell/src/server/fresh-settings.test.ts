import type { Configuration } from '@booking/shared/contract/configuration';
import { firstScreenRenderer } from '@booking/shared/federation/render-first-screen';
import { configurationFixture } from '@booking/shared/testing/configuration-fixture';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { type FakeConfigurationApi, fakeConfigurationApi } from './fake-configuration-api';
import { renderPage } from './render-page';

/** The API over HTTP, answering the merchant's configuration as currently saved. */
let saved: Configuration = configurationFixture();
let api: FakeConfigurationApi;

beforeAll(async () => {
  api = await fakeConfigurationApi(() => saved);
});
afterAll(() => api.close());

const draw = () =>
  renderPage({
    url: 'http://shop.test/demo-salon',
    env: api.env,
    savedLocale: 'en',
    loadRemote: async () =>
      firstScreenRenderer({
        routes: [{ index: true, element: createElement('p', null, 'branches') }],
        loadMessages: async () => ({}),
        firstScreens: ['/:organization'],
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
