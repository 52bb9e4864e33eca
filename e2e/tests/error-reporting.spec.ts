import { genericError } from '../pages/message-screens';
import { watchIntakeTraffic } from '../support/intake-traffic';
import { PORTS, urlOf } from '../support/ports';
import { CROSS_ORIGIN_HEADERS } from '../support/product';
import { exceptionOf } from '../support/telemetry';
import { expect, test } from '../support/test';
import { throwUncaught } from '../support/throw-uncaught';

/**
 * SPEC section 8: errors reach the error-reporting intake, except those on the ignore list.
 * Ignored errors are raised first; once the real one has arrived and every request to the
 * intake has settled, anything the ignored ones had sent would be there too.
 */

const SERVICES = `${urlOf(PORTS.api)}/v0/organizations/demo-salon/branches/mitte/services`;

test('an error thrown in the beauty remote reaches the error intake; ignored errors on the same page do not', async ({
  page,
  context,
  telemetry,
}) => {
  const intake = watchIntakeTraffic(context);
  // A truncated answer: the services step's loader (the remote's code) fails to read it and throws.
  await page.route(SERVICES, (route) =>
    route.fulfill({ status: 200, headers: CROSS_ORIGIN_HEADERS, contentType: 'application/json', body: '{"results":' }),
  );
  await page.route(`${urlOf(PORTS.api)}/v0/health?probe`, (route) => route.abort('connectionrefused'));

  await page.goto('/demo-salon');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();

  // Ignored: a fetch that fails on the network, left unhandled ("TypeError: Failed to fetch")...
  await page.evaluate(
    (url) => {
      void fetch(url);
    },
    `${urlOf(PORTS.api)}/v0/health?probe`,
  );
  // ...and an error thrown by a browser extension's content script.
  await page.evaluate(() => {
    const error = new Error('extension probe');
    error.stack = 'Error: extension probe\n    at chrome-extension://abcdefghijklmnopabcdefghijklmnop/content.js:1:1';
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: 'Uncaught Error: extension probe',
        filename: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/content.js',
      }),
    );
  });
  await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();
  await expect(genericError(page).heading).toBeVisible();

  await expect.poll(async () => (await telemetry.errorReports()).length).toBeGreaterThan(0);
  await intake.settled();

  const reports = (await telemetry.errorReports()).map(exceptionOf);
  expect(reports.map((r) => r.value)).toEqual([expect.stringContaining('/branches/mitte/services')]);
  // Thrown by code the beauty remote served.
  expect(reports[0]?.files).toContainEqual(expect.stringMatching(new RegExp(`^${urlOf(PORTS.beauty)}/`)));
});

test('an error thrown before error reporting has loaded still reaches the intake once it loads', async ({
  page,
  telemetry,
}) => {
  // Error reporting loads after the page is interactive; hold its download until the error is out.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(/\/static\/js\/async\/(lib-)?error-reporting\.[0-9a-f]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });

  await page.goto('/demo-salon');
  await expect(page.getByRole('link', { name: 'Studio Lumen Mitte' })).toBeVisible();
  await throwUncaught(page, 'thrown before error reporting loaded');
  await expect.poll(() => requested).toBe(true);
  release();

  await expect
    .poll(async () => (await telemetry.errorReports()).map((report) => exceptionOf(report).value))
    .toContain('thrown before error reporting loaded');
});
