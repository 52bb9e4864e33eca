import { leadTimeWindow } from '@booking/shared/time/lead-time-window';
import { beautyTime, chooseFreeTime } from '../pages/beauty-time';
import { reservation } from '../pages/gastro-reservation';
import { configurationUrl } from '../support/product';
import { apiUrl } from '../support/salon-hold';
import { expect, test } from '../support/test';
import { testDate, testNow } from '../support/test-clock';

/**
 * The run's clock (decision 0036): the API, the server's drawing and the page all read the
 * instant global-setup.ts chose, and it runs. Each side is compared with `testNow()`, which is
 * days away from the machine's time unless the run happens to start at its own start.
 */

const MINUTE_MS = 60_000;
const secondsLeft = (text: string) => {
  const [, minutes = '0', seconds = '0'] = /(\d+):(\d\d)/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
};

test('a time held in the page counts down from the hold time by the API and the page on one running clock', async ({
  page,
}) => {
  const steps = beautyTime(page);
  await page.goto('/demo-salon/mitte/book');
  await steps.service(/Damenhaarschnitt/).check();
  await steps.continueButton.click();
  await expect(steps.timeHeading).toBeVisible();
  expect(Math.abs((await page.evaluate(() => Date.now())) - testNow())).toBeLessThan(MINUTE_MS);

  await chooseFreeTime(page);
  await expect(steps.reserved).toBeVisible();
  const first = secondsLeft((await steps.reserved.textContent()) ?? '');
  // The demo salon holds a time for ten minutes: the API's expiry seen from the page's now.
  expect(first).toBeGreaterThan(9 * 60 - 60);
  expect(first).toBeLessThanOrEqual(10 * 60);
  await expect.poll(async () => secondsLeft((await steps.reserved.textContent()) ?? '')).toBeLessThan(first);
});

test('the API places and expires holds by the run’s clock', async ({ request }) => {
  const services = await (await request.get(apiUrl('/demo-salon/branches/mitte/services'))).json();
  const service = services.results.services[0].id as string;
  const [from, to] = [testDate('Europe/Berlin', 2), testDate('Europe/Berlin', 16)];
  const query = new URLSearchParams({ services: service, from, to });
  const availability = await (await request.get(apiUrl(`/demo-salon/branches/mitte/availability?${query}`))).json();
  for (const slot of availability.results.slots as { start: string }[]) {
    const placed = await request.post(apiUrl('/demo-salon/branches/mitte/holds'), {
      data: { services: [service], employee_id: null, start: slot.start },
    });
    if (placed.status() === 409) continue;
    expect(placed.status()).toBe(201);
    const expires = Date.parse(((await placed.json()).results.hold.expires_at as string).replace(/\[.*\]$/, ''));
    const left = expires - testNow();
    expect(left).toBeGreaterThan(9 * MINUTE_MS);
    expect(left).toBeLessThanOrEqual(10 * MINUTE_MS);
    return;
  }
  throw new Error(`no free time to hold from ${from} to ${to}`);
});

test.describe('drawn by the server, before any script runs', () => {
  test.use({ javaScriptEnabled: false, awaitTakeOver: false });

  test('the restaurant offers its first bookable day by the run’s clock', async ({ page }) => {
    const { configuration } = (await (await page.request.get(configurationUrl('demo-restaurant'))).json()).results;
    const { min_booking_lead_time, max_booking_lead_time } = configuration.reservations.customization;
    const window = leadTimeWindow(testNow(), min_booking_lead_time, max_booking_lead_time, 'Europe/Berlin');

    await page.goto('/demo-restaurant/kreuzberg/reserve');
    const days = reservation(page).days;
    await expect(days.first()).toHaveValue(window.firstDate);
    await expect(days.first()).toBeChecked();
  });
});
