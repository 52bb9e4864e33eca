import { firstScreenRenderer } from '@booking/shared/federation/render-first-screen';
import { createBrowserRouter, type RouteObject, RouterProvider, useLoaderData } from '@booking/shared/router';
import { configurationStore } from '@booking/shared/stores/configuration';
import { createRequestStores } from '@booking/shared/stores/request-stores';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { configurationFixture } from '@booking/shared/testing/configuration-fixture';
import { runtimeEnvFixture } from '@booking/shared/testing/runtime-env-fixture';
import { expect, it } from '@rstest/core';
import { act, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppTree } from '../boot/app-tree';
import { IntlRoot } from '../i18n/intl-root';
import { createAppRoutes } from '../routes';
import { ConsentBarHost } from '../telemetry/consent/consent-bar-host';
import { setConsentBarOpen } from '../telemetry/consent/consent-bar-state';
import { type RouterHydrationData as HydrationState, renderAppTree } from './render-app-tree';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A remote's page with what differs between two React trees first: an id from `useId`. */
function Branches() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{useLoaderData() as string}</h1>
    </section>
  );
}

const env = runtimeEnvFixture();

const remote = firstScreenRenderer({
  routes: [{ index: true, loader: () => 'Choose a location', element: <Branches /> }],
  loadMessages: async () => ({}),
  firstScreens: ['/:organization'],
});

/**
 * The browser's half: the server's markup in the page, hydrated by the app's own tree with the
 * routes and the loaders' data the server used. Returns the heading the server drew and every
 * recoverable error (a mismatch) React reported.
 */
async function hydrateDrawn(root: string, routes: RouteObject[], hydrationData: HydrationState) {
  const container = document.createElement('div');
  container.innerHTML = root;
  document.body.append(container);
  const heading = container.querySelector('h1');
  const router = createBrowserRouter(routes, { hydrationData });
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <AppTree
        intl={(children) => <IntlRoot>{children}</IntlRoot>}
        consentBar={<ConsentBarHost />}
        page={<RouterProvider router={router} />}
        after={null}
      />,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { container, heading, mismatches };
}

it("hydrates the server's page in the browser's tree without a mismatch, keeping its elements", async () => {
  const configuration = configurationFixture();
  const drawn = await renderAppTree({
    url: 'http://localhost:3000/demo-salon',
    remote,
    stores: createRequestStores({ env, configuration, locale: 'en' }),
    consentBar: true,
  });
  if (drawn.kind !== 'page') throw new Error(`expected a page, got ${drawn.kind}`);
  // The browser as the boot leaves it: the stores filled, the consent bar as the cookie says.
  window.history.replaceState(null, '', '/demo-salon');
  runtimeEnvStore.getState().setEnv(env);
  configurationStore.getState().setConfiguration(configuration);
  setConsentBarOpen(true);
  const { container, heading, mismatches } = await hydrateDrawn(
    drawn.root,
    createAppRoutes({
      organizationLoader: () => configuration,
      staffLoader: () => null,
      merchantRoutes: remote.routes,
    }),
    drawn.hydrationData,
  );

  expect(mismatches).toEqual([]);
  expect(container.querySelector('h1')).toBe(heading);
  expect(heading?.textContent).toBe('Choose a location');
  expect(container.querySelector('.consent-bar')).not.toBeNull();
});

it("hydrates the server's staff page, drawn without a merchant, in the browser's tree without a mismatch", async () => {
  const staff = firstScreenRenderer({
    routes: [{ index: true, loader: () => 'Sign in', element: <Branches /> }],
    loadMessages: async () => ({}),
    firstScreens: ['/staff'],
  });
  const drawn = await renderAppTree({
    url: 'http://localhost:3000/staff',
    remote: staff,
    stores: createRequestStores({ env, configuration: null, locale: 'en' }),
    consentBar: false,
    area: 'staff',
  });
  if (drawn.kind !== 'page') throw new Error(`expected a page, got ${drawn.kind}`);
  window.history.replaceState(null, '', '/staff');
  runtimeEnvStore.getState().setEnv(env);
  setConsentBarOpen(false);
  const { container, heading, mismatches } = await hydrateDrawn(
    drawn.root,
    createAppRoutes({ organizationLoader: () => null, staffLoader: () => null, staffRoutes: staff.routes }),
    drawn.hydrationData,
  );

  expect(mismatches).toEqual([]);
  expect(container.querySelector('h1')).toBe(heading);
  expect(container.querySelector('.header-title')?.textContent).toBe('Staff calendar');
  expect(heading?.textContent).toBe('Sign in');
});
