import type { Page } from '@playwright/test';
import { bookAppointment } from '../support/manage-link';
import { failOnPageErrors } from '../support/page-errors';
import { PORTS, urlOf } from '../support/ports';
import { reservationLink } from '../support/reservations';
import { expect, test } from '../support/test';

/**
 * The manage link from the confirmation email is a page customers open cold: the shell's
 * server draws it (summary, cancelled, rescheduled) so it reads before any script runs, and
 * sends it `no-store`, since whoever has the link sees the booking.
 */
test.use({ awaitTakeOver: false, javaScriptEnabled: false });
failOnPageErrors(test);

const cancel = async (kind: 'appointments' | 'reservations', organization: string, token: string) => {
  const response = await fetch(`${urlOf(PORTS.api)}/v0/organizations/${organization}/${kind}/${token}/cancel`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`cancelling answered ${response.status}`);
};

async function drawn(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  // Where the drawing's time went, as durations only: nothing of the address, nor its token.
  expect(response?.headers()['server-timing']).toMatch(
    /^configuration;dur=[\d.]+, data;dur=[\d.]+, render;dur=[\d.]+, draw;dur=[\d.]+$/,
  );
  await expect(page.locator('#root[data-server-drawn]')).toBeAttached();
  await expect(page.getByRole('main').getByRole('heading', { name: heading })).toBeVisible();
}

test("the salon's manage pages are drawn on the server and kept by no cache", async ({ page }) => {
  const link = await bookAppointment();

  await drawn(page, link.path, 'Your appointment');
  await drawn(page, `${link.path}/rescheduled`, 'Your appointment has been moved');
  await cancel('appointments', link.organization, link.token);
  await drawn(page, `${link.path}/cancelled`, 'Your appointment is cancelled');
});

test("the restaurant's manage pages are drawn on the server and kept by no cache", async ({ page }) => {
  const link = await reservationLink();

  await drawn(page, link.path, 'Your reservation');
  // Where rescheduling leads spells the manage link out in full, on the origin the guest opened.
  await drawn(page, `${link.path}/confirmed`, 'Your reservation is changed');
  await expect(page.locator('.manage-url')).toHaveText(`${urlOf(PORTS.shell)}${link.path}`);
  await cancel('reservations', 'demo-restaurant', link.token);
  await drawn(page, `${link.path}/cancelled`, 'Your reservation is cancelled');
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test("the salon's manage page is hydrated in place, without a mismatch", async ({ page }) => {
    const link = await bookAppointment();
    // The salon's remote is held back until the server's heading is marked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${urlOf(PORTS.beauty)}/mf-manifest.json`, async (route) => {
      await held;
      await route.continue();
    });
    await drawn(page, link.path, 'Your appointment');
    const heading = page.getByRole('main').getByRole('heading', { name: 'Your appointment' });
    await heading.evaluate((element) => Object.assign(element, { __drawnByServer: true }));
    release();

    await expect(page.locator('#root:not([data-server-drawn])')).toBeAttached();

    expect(await heading.evaluate((element) => '__drawnByServer' in element)).toBe(true);
  });
});
