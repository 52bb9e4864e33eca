import { describe, expect, it, rs } from '@rstest/core';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { matchedLazyLoaded } from './matched-lazy-loaded';

function salonRoutes(servicesLoader: () => unknown) {
  const lazyServices = rs.fn(async () => ({ loader: servicesLoader, handle: { from: 'lazy' } }));
  const lazyManage = rs.fn(async () => ({ loader: () => 'manage' }));
  const routes: RouteObject[] = [
    {
      id: 'organization',
      path: ':organization',
      loader: () => 'configuration',
      children: [
        {
          path: ':branch/book',
          handle: { titleId: 'services' },
          children: [{ index: true, lazy: lazyServices }],
        },
        { path: ':branch/:token', lazy: lazyManage },
      ],
    },
  ];
  return { routes, lazyServices, lazyManage };
}

const hydrationData = {
  loaderData: { organization: 'configuration', '0-0-0': ['Balayage', 'Haircut'] },
  actionData: null,
  errors: null,
};

describe('matchedLazyLoaded', () => {
  it("loads the matched routes' lazy parts only, without changing the given routes", async () => {
    const { routes, lazyServices, lazyManage } = salonRoutes(() => []);
    const loaded = await matchedLazyLoaded(routes, '/demo-salon/mitte/book');

    expect(lazyServices).toHaveBeenCalledTimes(1);
    expect(lazyManage).not.toHaveBeenCalled();
    const services = loaded[0]?.children?.[0]?.children?.[0] as RouteObject;
    expect(services.lazy).toBeUndefined();
    expect(typeof services.loader).toBe('function');
    expect(services.index).toBe(true);
    expect(loaded[0]?.children?.[1]?.lazy).toBe(lazyManage);
    expect(routes[0]?.children?.[0]?.children?.[0]?.lazy).toBe(lazyServices);
  });

  it("lets a route's own properties win over its lazy part's, as the router does", async () => {
    const lazy = async () => ({ handle: { from: 'lazy' }, loader: () => 'lazy data' });
    const loaded = await matchedLazyLoaded([{ path: 'book', handle: { from: 'route' }, lazy }], '/book');

    expect(loaded[0]?.handle).toEqual({ from: 'route' });
    expect(loaded[0]?.path).toBe('book');
    expect(typeof loaded[0]?.loader).toBe('function');
  });

  it("lets the router start from the server's data: no loader runs again on the first navigation", async () => {
    const servicesLoader = rs.fn(() => ['fetched again']);
    const { routes } = salonRoutes(servicesLoader);

    const asDrawn = createMemoryRouter(await matchedLazyLoaded(routes, '/demo-salon/mitte/book'), {
      initialEntries: ['/demo-salon/mitte/book'],
      hydrationData,
    });
    expect(asDrawn.state.initialized).toBe(true);
    expect(asDrawn.state.loaderData['0-0-0']).toEqual(['Balayage', 'Haircut']);
    expect(servicesLoader).not.toHaveBeenCalled();

    // What it prevents: with the lazy part still to load, the router runs the loader again.
    const lazyRouter = createMemoryRouter(salonRoutes(servicesLoader).routes, {
      initialEntries: ['/demo-salon/mitte/book'],
      hydrationData,
    });
    expect(lazyRouter.state.initialized).toBe(false);
    await new Promise<void>((resolve) => lazyRouter.subscribe((state) => state.initialized && resolve()));
    expect(servicesLoader).toHaveBeenCalledTimes(1);
    asDrawn.dispose();
    lazyRouter.dispose();
  });
});
