import type { BrowserContext, Page } from '@playwright/test';
import { consentBanner } from '../pages/consent-banner';
import { layout } from '../pages/layout';
import { merchantNotFound, pageNotFound } from '../pages/message-screens';
import { managePage } from '../pages/salon-booking';
import { DEMO_STAFF, staffSignIn } from '../pages/staff-sign-in';
import { POSTHOG_MARKERS, posthogCode, watchDownloadedCode } from '../support/downloaded-code';
import { bookAppointment } from '../support/manage-link';
import { PORTS, urlOf } from '../support/ports';
import { type CapturedEvent, type Telemetry, whereFound } from '../support/telemetry';
import { expect, test } from '../support/test';
import { liveCookies, testNow } from '../support/test-clock';
import { throwUncaught } from '../support/throw-uncaught';

/**
 * SPEC sections 3, 4, 7 and 9 on analytics (posthog-js), against the intake standing in for
 * the analytics host. posthog-js sends its queue every 3 s, so "nothing was sent" is only
 * ever concluded from something that could not have sent (its code never downloaded) or
 * after a later event has arrived that would have come after it in the queue.
 */

const choose = (page: Page) => page.getByRole('heading', { level: 1, name: 'Choose a location' });
const services = (page: Page) => page.getByRole('heading', { level: 1, name: 'Choose your services' });

/**
 * Requests the browser itself sends to this test's analytics host (or to posthog's own hosts,
 * should the configured one be ignored), as a second witness beside the intake.
 */
function browserRequestsTo(context: BrowserContext, telemetry: Telemetry): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    const toHost = url.startsWith(telemetry.analyticsHost) && !url.startsWith(`${telemetry.analyticsHost}/api/1/`);
    if (toHost || new URL(url).hostname.endsWith('posthog.com')) urls.push(url);
  });
  return urls;
}

/**
 * When the browser captured the event, in ms (posthog-js stamps each one with `$time` in seconds),
 * on the page's clock: compare with `testNow()`, not the machine's time.
 */
const capturedAt = (event: CapturedEvent) => Number(event.properties.$time) * 1000;

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A slow connection for the analytics library's code (recognised by its content): it arrives once `until` settles. */
async function holdBackAnalyticsCode(context: BrowserContext, until: Promise<void>): Promise<void> {
  await context.route(`${urlOf(PORTS.shell)}/static/js/**`, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (POSTHOG_MARKERS.some((marker) => body.includes(marker))) await until;
    await route.fulfill({ response, body });
  });
}

const pageEvents = (events: CapturedEvent[]) =>
  events.filter((e) => e.event === '$pageview' || e.event === '$pageleave');
const pathOf = (event: CapturedEvent) => String(event.properties.$pathname ?? '');

async function pageViewArrives(telemetry: Telemetry, path: string): Promise<void> {
  await expect
    .poll(async () => (await telemetry.events()).filter((e) => e.event === '$pageview').map(pathOf), {
      message: `a $pageview for ${path} reaches the analytics intake`,
    })
    .toContain(path);
}

test.describe('a first visit (no choice yet)', () => {
  test.use({ consent: 'unset' });

  test('sends nothing and downloads no posthog-js code before consent; after "Accept all" events arrive', async ({
    page,
    context,
    telemetry,
  }) => {
    const code = watchDownloadedCode(context);
    const sent = browserRequestsTo(context, telemetry);

    await page.goto('/demo-salon');
    await expect(choose(page)).toBeVisible();
    await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();
    await expect(services(page)).toBeVisible();
    await page.getByRole('main').getByRole('checkbox').first().click();
    const consent = consentBanner(page);
    await expect(consent.banner).toBeVisible();

    expect(posthogCode(await code.scripts()), 'scripts containing posthog-js').toEqual([]);
    expect(sent).toEqual([]);
    expect(await telemetry.analyticsRequests()).toEqual([]);

    await consent.acceptAll.click();

    await pageViewArrives(telemetry, '/demo-salon/mitte/book');
    // The same check that found nothing above does recognise the library once it is loaded.
    expect(posthogCode(await code.scripts())).not.toEqual([]);
  });

  test('after "Only necessary", sends nothing on any screen and never downloads posthog-js', async ({
    page,
    context,
    telemetry,
  }) => {
    const code = watchDownloadedCode(context);
    const sent = browserRequestsTo(context, telemetry);
    await page.goto('/demo-salon');
    await consentBanner(page).onlyNecessary.click();
    await expect(consentBanner(page).banner).toBeHidden();

    const screens: [string, () => ReturnType<typeof choose>][] = [
      ['/demo-salon', () => choose(page)],
      ['/demo-salon/mitte/book', () => services(page)],
      ['/demo-restaurant/kreuzberg/reserve', () => page.getByLabel('Date')],
      ['/demo-restaurant/unavailable', () => page.getByRole('heading', { name: 'Online reservation unavailable' })],
      ['/demo-salon/mitte/no-such-step', () => pageNotFound(page)],
      ['/demo-closed', () => merchantNotFound(page)],
      ['/staff', () => page.getByRole('heading', { level: 1, name: 'Sign in' })],
    ];
    for (const [path, shown] of screens) {
      await page.goto(path);
      await expect(shown(), path).toBeVisible();
    }
    await staffSignIn(page).signInAndWait(DEMO_STAFF);

    expect(posthogCode(await code.scripts()), 'scripts containing posthog-js').toEqual([]);
    expect(sent).toEqual([]);
    expect(await telemetry.analyticsRequests()).toEqual([]);
  });
});

test.describe('a visitor who accepted', () => {
  test.use({ consent: 'all' });

  test('is tracked from load when returning: a page view without any click', async ({ page, telemetry }) => {
    await page.goto('/demo-restaurant/kreuzberg/reserve');
    await expect(page.getByLabel('Number of guests')).toBeVisible();

    await pageViewArrives(telemetry, '/demo-restaurant/kreuzberg/reserve');
    await expect(consentBanner(page).banner).toBeHidden();
  });

  test('stays one visitor across page loads: the id kept in localStorage and cookie is used again', async ({
    page,
    telemetry,
  }) => {
    await page.goto('/demo-salon');
    await pageViewArrives(telemetry, '/demo-salon');
    await page.goto('/demo-restaurant/kreuzberg/reserve');
    await pageViewArrives(telemetry, '/demo-restaurant/kreuzberg/reserve');

    const views = (await telemetry.events()).filter((e) => e.event === '$pageview');
    const visitors = new Set(views.map((e) => e.properties.distinct_id));
    const sessions = new Set(views.map((e) => e.properties.$session_id));
    expect({ visitors: visitors.size, sessions: sessions.size }).toEqual({ visitors: 1, sessions: 1 });
  });

  test('every event carries platform "web", environment "int" (not the production site) and the app name', async ({
    page,
    telemetry,
  }) => {
    const env = (await (await fetch(`${urlOf(PORTS.shell)}/env.json`)).json()) as { environment: string };
    expect(env.environment).not.toBe('production');

    await page.goto('/demo-salon');
    await pageViewArrives(telemetry, '/demo-salon');

    const events = await telemetry.events();
    for (const { event, properties } of events) {
      expect(properties, event).toMatchObject({ platform: 'web', environment: 'int' });
      expect(properties.app_name, event).toEqual(expect.stringMatching(/\S/));
    }
  });

  test('sends one page view on first load, also when the analytics code arrives after the page has rendered', async ({
    page,
    context,
    telemetry,
  }) => {
    const rendered = deferred();
    await holdBackAnalyticsCode(context, rendered.promise);
    // The held-back code is part of the load event: do not wait for it.
    await page.goto('/demo-salon', { waitUntil: 'commit' });
    await expect(choose(page)).toBeVisible();
    rendered.resolve();
    await pageViewArrives(telemetry, '/demo-salon');

    // A later page's view comes after any duplicate in the send queue.
    await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();
    await pageViewArrives(telemetry, '/demo-salon/mitte/book');

    const views = (await telemetry.events()).filter((e) => e.event === '$pageview').map(pathOf);
    expect(views).toEqual(['/demo-salon', '/demo-salon/mitte/book']);
  });

  test('sends no page view again when the page re-renders on the same path', async ({ page, telemetry }) => {
    await page.goto('/demo-salon');
    await pageViewArrives(telemetry, '/demo-salon');
    const rerendered = testNow();
    // Switching the language re-renders every component on the same path.
    await layout(page).languageSelect.selectOption({ label: 'Deutsch' });
    await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie einen Standort' })).toBeVisible();

    // A later page's view comes after any duplicate in the send queue.
    await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();
    await pageViewArrives(telemetry, '/demo-salon/mitte/book');

    const since = (await telemetry.events()).filter((e) => e.event === '$pageview' && capturedAt(e) >= rerendered);
    expect(since.map(pathOf)).toEqual(['/demo-salon/mitte/book']);
  });

  test('a path change sends $pageleave for the old page, then $pageview for the new one', async ({
    page,
    telemetry,
  }) => {
    await page.goto('/demo-salon');
    await pageViewArrives(telemetry, '/demo-salon');
    const navigated = testNow();

    await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();
    await pageViewArrives(telemetry, '/demo-salon/mitte/book');

    const sequence = pageEvents(await telemetry.events())
      .filter((e) => capturedAt(e) >= navigated)
      .map((e) => [e.event, e.properties.$current_url]);
    expect(sequence).toEqual([
      ['$pageleave', `${urlOf(PORTS.shell)}/demo-salon`],
      ['$pageview', `${urlOf(PORTS.shell)}/demo-salon/mitte/book`],
    ]);
  });

  test('autocaptures a click on a button, not a click on a link or on plain text', async ({ page, telemetry }) => {
    await page.goto('/demo-salon');
    await pageViewArrives(telemetry, '/demo-salon');

    await choose(page).click();
    await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();
    await expect(services(page)).toBeVisible();
    await consentBanner(page).cookieSettings.click();

    await expect
      .poll(async () => (await telemetry.events()).filter((e) => e.event === '$autocapture').length)
      .toBeGreaterThan(0);
    const captured = (await telemetry.events()).filter((e) => e.event === '$autocapture');
    expect(captured).toHaveLength(1);
    expect(captured[0]?.properties.$event_type).toBe('click');
    expect(String(captured[0]?.properties.$elements_chain)).toMatch(/^button[.:].*text="Cookie settings"/);
  });

  test('withdrawing in Cookie settings clears posthog storage and stops events until consent is given again', async ({
    page,
    telemetry,
  }) => {
    const posthogStorage = async () => ({
      localStorage: await page.evaluate(() =>
        Object.keys(window.localStorage).filter((key) => key.startsWith('ph_') || key.startsWith('__ph')),
      ),
      cookies: (await liveCookies(page.context())).filter((c) => c.name.startsWith('ph_')).map((c) => c.name),
    });
    await page.goto('/demo-salon');
    await pageViewArrives(telemetry, '/demo-salon');
    const stored = await posthogStorage();
    expect(stored.localStorage).not.toEqual([]);
    expect(stored.cookies).not.toEqual([]);

    const consent = consentBanner(page);
    await consent.cookieSettings.click();
    await consent.targeting.uncheck();
    await consent.save.click();
    await expect(consent.preferences).toBeHidden();
    const withdrawn = testNow();

    await expect.poll(posthogStorage).toEqual({ localStorage: [], cookies: [] });
    await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();
    await expect(services(page)).toBeVisible();
    await layout(page).logoLink('Studio Lumen').click();
    await page.getByRole('link', { name: 'Studio Lumen Altona' }).click();
    await expect(services(page)).toBeVisible();

    // Consent again: its page view is queued after anything sent while withdrawn.
    const regranted = testNow();
    await consent.cookieSettings.click();
    await consent.targeting.check();
    await consent.save.click();
    await pageViewArrives(telemetry, '/demo-salon/altona/book');

    const events = await telemetry.events();
    const whileWithdrawn = events.filter((e) => capturedAt(e) > withdrawn && capturedAt(e) < regranted);
    expect(whileWithdrawn.map((e) => `${e.event} ${pathOf(e)}`)).toEqual([]);
    expect(events.filter((e) => pathOf(e) === '/demo-salon/mitte/book').map((e) => e.event)).toEqual([]);
    expect(events.filter((e) => e.event === '$pageview' && capturedAt(e) > regranted).map(pathOf)).toEqual([
      '/demo-salon/altona/book',
    ]);
  });
});

test.describe('session recording', () => {
  test.use({ consent: 'all' });

  test('records when the SESSION_REPLAY_ENABLED flag is on: recording payloads arrive', async ({
    page,
    context,
    telemetry,
  }) => {
    await telemetry.setFlags({ SESSION_REPLAY_ENABLED: true });
    const code = watchDownloadedCode(context);

    await page.goto('/demo-salon');
    await pageViewArrives(telemetry, '/demo-salon');
    await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();
    await page.getByRole('main').getByRole('checkbox').first().click();

    await expect
      .poll(async () => (await telemetry.recordings()).filter((r) => r.body.includes('$snapshot')).length)
      .toBeGreaterThan(0);
    expect((await code.scripts()).some((s) => s.body.includes('rrwebPlugins'))).toBe(true);
  });

  test('does not record when the flag is off: the recorder is never downloaded and nothing reaches /s/', async ({
    page,
    context,
    telemetry,
  }) => {
    await telemetry.setFlags({ SESSION_REPLAY_ENABLED: false });
    const code = watchDownloadedCode(context);
    const flagsAnswered = page.waitForResponse((r) => r.url().startsWith(`${telemetry.analyticsHost}/flags/`));

    await page.goto('/demo-salon');
    await flagsAnswered;
    await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();
    // Sent at least one flush interval after the flags were handled (and the recorder would have been asked for).
    await pageViewArrives(telemetry, '/demo-salon/mitte/book');

    expect((await code.scripts()).filter((s) => s.body.includes('rrwebPlugins')).map((s) => s.url)).toEqual([]);
    expect(await telemetry.recordings()).toEqual([]);
  });
});

test.describe('manage-link tokens', () => {
  test.use({ consent: 'all' });

  test('never appear in anything the intake receives after visiting a real manage link', async ({
    page,
    telemetry,
  }) => {
    await telemetry.setFlags({ SESSION_REPLAY_ENABLED: true });
    const link = await bookAppointment();
    // A slow analytics host: its remote configuration (and so the /flags request that follows
    // it) comes after the first events were sent.
    const firstEvents = page.waitForRequest((r) =>
      /\/(e|i\/v0\/e)\/(\?|$)/.test(r.url().slice(telemetry.analyticsHost.length)),
    );
    await page.route(`${telemetry.analyticsHost}/array/**`, async (route) => {
      await firstEvents;
      await route.continue();
    });

    await page.goto(link.path);
    // The manage screen: the address carries the token.
    await expect(managePage(page).heading).toBeVisible();
    await layout(page).logoLink('Studio Lumen').click();
    await expect(choose(page)).toBeVisible();
    await page.goBack();
    await expect(managePage(page).heading).toBeVisible();
    // An error on the manage page sends its URL to error reporting as well.
    await throwUncaught(page, 'probe error on the manage page');

    const manageViews = async () =>
      (await telemetry.events()).filter(
        (e) => e.event === '$pageview' && pathOf(e).startsWith(`/${link.organization}/${link.branch}/`),
      ).length;
    // Both visits of the manage page (the link, then back from the branch choice) sent a page view.
    await expect.poll(manageViews).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await telemetry.errorReports()).length).toBe(1);
    await expect.poll(async () => (await telemetry.received()).filter((r) => r.kind === 'flags').length).toBe(1);

    // Its first 16 characters, so that a shortened copy counts too, after every decoding.
    const needle = link.token.slice(0, 16);
    const leaks = (await telemetry.received())
      .map((r) => ({ request: `${r.method} ${r.path.split('?')[0]} (${r.kind})`, fields: whereFound(r, needle) }))
      .filter((leak) => leak.fields.length > 0);
    expect(leaks, `requests carrying the token ${link.token}`).toEqual([]);
  });
});
