import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { genericError, loadingStatus, temporarilyUnavailable } from '../pages/message-screens';
import { watchIntakeTraffic } from '../support/intake-traffic';
import { PORTS, urlOf } from '../support/ports';
import { CROSS_ORIGIN_HEADERS, configurationUrl, manifestUrl, remoteEntryUrl } from '../support/product';
import { errorReportsFor, expect, test } from '../support/test';

/**
 * SPEC sections 4, 7 and 8: the boot survives what the network does to it. Faults are put in
 * with page.route / context.route and taken out again to show the recovery.
 */

const SALON_CONFIGURATION = configurationUrl('demo-salon');
/** A page the server leaves to the browser (it draws first screens only, decision 0030). */
const LATER_STEP = '/demo-salon/mitte/book/time';

/** Counts the configuration requests the page makes while the API is unreachable. */
async function takeApiDown(page: Page): Promise<{ requests: () => number; restore: () => Promise<void> }> {
  let requests = 0;
  const refuse = (route: Route) => {
    requests += 1;
    return route.abort('connectionrefused');
  };
  await page.route(SALON_CONFIGURATION, refuse);
  return { requests: () => requests, restore: () => page.unroute(SALON_CONFIGURATION, refuse) };
}

test.describe('configuration API', () => {
  // On a page the server leaves to the browser: a drawn first screen carries its configuration.
  // Without a draft the time step sends the visitor back to the services step.
  test('boots when the configuration API answers 503 twice and then passes through', async ({ page }) => {
    let requests = 0;
    await page.route(SALON_CONFIGURATION, async (route) => {
      requests += 1;
      if (requests <= 2) {
        await route.fulfill({ status: 503, headers: CROSS_ORIGIN_HEADERS, json: { error: { code: 'unavailable' } } });
      } else {
        await route.fallback();
      }
    });
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url() === SALON_CONFIGURATION) statuses.push(response.status());
    });

    await page.goto(LATER_STEP);

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your services' })).toBeVisible();
    expect(requests).toBe(3);
    expect(statuses).toEqual([503, 503, 200]);
  });

  test('says temporarily unavailable, not the generic error, while the API answers 503, and Try again loads once it is back', async ({
    page,
  }) => {
    let requests = 0;
    const unavailable = async (route: Route) => {
      requests += 1;
      await route.fulfill({
        status: 503,
        headers: { ...CROSS_ORIGIN_HEADERS, 'retry-after': '2' },
        json: { error: { code: 'unavailable' } },
      });
    };
    await page.route(SALON_CONFIGURATION, unavailable);

    await page.goto(LATER_STEP);

    const message = temporarilyUnavailable(page);
    await expect(message.heading).toBeVisible();
    await expect(message.body).toBeVisible();
    await expect(genericError(page).heading).toHaveCount(0);
    // The retries of the specification (after 1 s, then 2 s) before it says so.
    expect(requests).toBe(3);

    await page.unroute(SALON_CONFIGURATION, unavailable);
    await message.tryAgain.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your services' })).toBeVisible();
    await expect(message.heading).toHaveCount(0);
  });

  test('shows the generic error screen while the API is down, and Try again loads the page once it is back', async ({
    page,
  }) => {
    const api = await takeApiDown(page);

    await page.goto(LATER_STEP);

    const error = genericError(page);
    await expect(error.heading).toBeVisible();
    await expect(error.body).toBeVisible();

    await api.restore();
    await error.tryAgain.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your services' })).toBeVisible();
    await expect(error.heading).toHaveCount(0);
  });

  test('gives up on an unreachable API after two retries: three configuration requests in all', async ({ page }) => {
    const api = await takeApiDown(page);

    await page.goto(LATER_STEP);

    await expect(genericError(page).heading).toBeVisible();
    expect(api.requests()).toBe(3);
  });

  test('shows an accessible loading state, not a blank page, while the configuration loads', async ({ page }) => {
    let requested!: () => void;
    const configurationRequested = new Promise<void>((resolve) => {
      requested = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(SALON_CONFIGURATION, async (route) => {
      requested();
      await released;
      await route.fallback();
    });

    // A later step: the server draws only first screens, so this page waits for the app.
    await page.goto(LATER_STEP);
    await configurationRequested;
    // index.html's static placeholder says "Loading…" too: wait until the app has rendered over it.
    await expect(page.locator('#root > .boot-loading')).toHaveCount(0);

    await expect(loadingStatus(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    release();

    // Without a draft the time step sends the visitor to the first step, the services.
    await expect(page).toHaveURL('/demo-salon/mitte/book');
    await expect(page.getByRole('main').getByRole('checkbox').first()).toBeVisible();
    await expect(loadingStatus(page)).toHaveCount(0);
  });

  test("draws the merchant's header and footer around the loading state while the remote still loads", async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(await remoteEntryUrl('beauty'), async (route) => {
      await released;
      await route.fallback();
    });

    await page.goto(LATER_STEP);

    await expect(loadingStatus(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Studio Lumen: home' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    release();

    await expect(page.getByRole('main').getByRole('checkbox').first()).toBeVisible();
    await expect(loadingStatus(page)).toHaveCount(0);
  });
});

interface RemoteFault {
  name: string;
  /** Puts the fault in; the returned function takes it out again. */
  apply: (context: BrowserContext) => Promise<() => Promise<void>>;
}

async function routeUntilRemoved(
  context: BrowserContext,
  url: string | RegExp,
  handler: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  await context.route(url, handler);
  return () => context.unroute(url, handler);
}

const manifestNotFound: RemoteFault = {
  name: 'its manifest answers 404',
  apply: (context) =>
    routeUntilRemoved(context, manifestUrl('beauty'), (route) =>
      route.fulfill({ status: 404, headers: CROSS_ORIGIN_HEADERS, body: 'Not Found' }),
    ),
};

/** The entry and every retry of it: the shell asks again under `?attempt=n` (remote-registry.ts). */
const entryAndRetries = (url: string) => new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);

const entryScriptFails: RemoteFault = {
  name: 'its entry script fails to load',
  apply: async (context) =>
    routeUntilRemoved(context, entryAndRetries(await remoteEntryUrl('beauty')), (route) => route.abort('failed')),
};

for (const fault of [manifestNotFound, entryScriptFails]) {
  test.describe(`the beauty remote cannot be loaded: ${fault.name}`, () => {
    test('shows the generic error screen, and Try again recovers once the remote loads again', async ({
      page,
      context,
    }) => {
      const removeFault = await fault.apply(context);

      await page.goto('/demo-salon');

      const error = genericError(page);
      await expect(error.heading).toBeVisible();
      await expect(error.body).toBeVisible();
      await expect(error.tryAgain).toBeEnabled();

      await removeFault();
      await error.tryAgain.click();

      await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Studio Lumen Mitte' })).toBeVisible();
    });

    test('sends exactly one error report, and none more after Try again recovered', async ({ page, context }) => {
      const marker = randomUUID();
      const intake = watchIntakeTraffic(context);
      const removeFault = await fault.apply(context);

      await page.goto(`/demo-salon?t=${marker}`);
      await expect(genericError(page).heading).toBeVisible();

      await expect.poll(async () => (await errorReportsFor(marker)).length).toBe(1);

      await removeFault();
      await genericError(page).tryAgain.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
      await intake.settled();

      expect(await errorReportsFor(marker)).toHaveLength(1);
    });

    test('leaves the other verticals working in the same browser', async ({ page, context }) => {
      await fault.apply(context);
      await page.goto('/demo-salon');
      await expect(genericError(page).heading).toBeVisible();

      const restaurant = await context.newPage();
      await restaurant.goto('/demo-restaurant');

      await expect(restaurant.getByRole('heading', { level: 1, name: 'When would you like to come?' })).toBeVisible();
      await expect(restaurant.getByLabel('Number of guests')).toBeVisible();
    });
  });
}

test('Try again recovers even when a preload of the failed entry failed after the first attempt', async ({
  page,
  context,
}) => {
  // index.html preloads the entry; when that preload is issued after the runtime's own request
  // and fails as well, Chromium keeps its failure for the next <script> of the same URL.
  const entry = await remoteEntryUrl('beauty');
  const removeFault = await routeUntilRemoved(context, entryAndRetries(entry), (route) => route.abort('failed'));
  await page.goto('/demo-salon');
  await expect(genericError(page).heading).toBeVisible();
  await page.evaluate(
    (href) =>
      new Promise<void>((settled) => {
        const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href });
        link.addEventListener('error', () => settled());
        link.addEventListener('load', () => settled());
        document.head.append(link);
      }),
    entry,
  );

  await removeFault();
  await genericError(page).tryAgain.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
});

test('an error report carries a well-formed Sentry event id, so a real intake accepts it', async ({
  page,
  context,
}) => {
  const marker = randomUUID();
  await manifestNotFound.apply(context);

  await page.goto(`/demo-salon?t=${marker}`);
  await expect(genericError(page).heading).toBeVisible();
  await expect.poll(async () => (await errorReportsFor(marker)).length).toBe(1);

  const [report] = await errorReportsFor(marker);
  const [envelopeHeader, , event] = (report?.body ?? '').split('\n').map((line) => JSON.parse(line || '{}'));
  expect(envelopeHeader.event_id).toMatch(/^[0-9a-f]{32}$/);
  expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
  expect(envelopeHeader.trace?.trace_id).toMatch(/^[0-9a-f]{32}$/);
});

test.describe('a remote that needs a newer shell than the one deployed', () => {
  /** Serves the beauty remote's exposed module as if built against shell contract 99. */
  async function requireShell99(context: BrowserContext): Promise<() => boolean> {
    let rewritten = false;
    const exposedModule = new RegExp(`^${urlOf(PORTS.beauty)}/.*__federation_expose_routes[^/]*\\.js`);
    await context.route(exposedModule, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const changed = body.replace(/requiresShell:\(\)=>[\w$]+/, 'requiresShell:()=>99');
      rewritten ||= changed !== body;
      await route.fulfill({ response, body: changed });
    });
    return () => rewritten;
  }

  test('shows the generic error screen, not a crash, and reports which contract it needs', async ({
    page,
    context,
  }) => {
    const marker = randomUUID();
    const rewritten = await requireShell99(context);

    await page.goto(`/demo-salon?t=${marker}`);

    await expect(genericError(page).heading).toBeVisible();
    expect(rewritten(), 'the exposed module declared requiresShell').toBe(true);
    await expect(page.getByRole('link', { name: 'Studio Lumen Mitte' })).toHaveCount(0);
    await expect.poll(async () => (await errorReportsFor(marker)).length).toBe(1);
    const [report] = await errorReportsFor(marker);
    expect(report?.body).toMatch(/remote beauty requires shell contract 99, this shell provides \d+/);
  });
});
