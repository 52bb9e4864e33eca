import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseFirstFreeTime } from '../pages/gastro-reservation';
import { DEMO_STAFF, staffSignIn } from '../pages/staff-sign-in';
import { PORTS, urlOf } from '../support/ports';
import { manifestUrl, type RemoteName } from '../support/product';
import { resourceTimings } from '../support/resource-timings';
import {
  buildRemoteWithText,
  builtFolder,
  deploy,
  fingerprint,
  lazyChunks,
  removeRemoteCopy,
  removeServedCode,
  servedFolder,
} from '../support/served-files';
import { exceptionOf } from '../support/telemetry';
import { expect, test } from '../support/test';

/**
 * Independent delivery: one remote is rebuilt and published into the folder the
 * running product serves while the shell and the servers stay as they are. These tests change
 * the served files, so they run in their own project after all the others, one at a time
 * (playwright.config.ts), and put the original build back.
 */

interface Flow {
  /** The remote's first screen: a tab opened here has not fetched the next step's code. */
  firstScreen: string;
  /** A text of that screen, from the remote's catalog. */
  text: { key: string; en: string };
  /** Moves on to the next step (a lazy route chunk) and waits for it. */
  next: (page: Page) => Promise<void>;
}

const FLOWS: Record<RemoteName, Flow> = {
  beauty: {
    firstScreen: '/demo-salon',
    text: { key: 'beauty.branches.title', en: 'Choose a location' },
    next: async (page) => {
      await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your services' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /^Balayage/ })).toBeVisible();
    },
  },
  gastro: {
    // The restaurant has one branch: /demo-restaurant goes straight to its reservation.
    firstScreen: '/demo-restaurant/kreuzberg/reserve',
    text: { key: 'gastro.details.title', en: 'When would you like to come?' },
    next: async (page) => {
      await chooseFirstFreeTime(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    },
  },
  staff: {
    firstScreen: '/staff',
    text: { key: 'staff.signIn.title', en: 'Sign in' },
    next: async (page) => {
      await staffSignIn(page).signInAndWait(DEMO_STAFF);
    },
  },
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The first screen's HTML as the server draws it for an English visitor's navigation. */
async function drawnPage(path: string): Promise<string> {
  const response = await fetch(`${urlOf(PORTS.shell)}${path}`, {
    headers: { accept: 'text/html', cookie: 'booking_locale=en' },
  });
  const html = await response.text();
  expect(html, 'drawn by the server').toContain('data-server-drawn');
  return html;
}

/**
 * Console and page errors of a tab: a hydration mismatch is reported as one. Refused requests
 * are answers here (the staff sign-in asks for a session while signed out), not errors.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** URLs of the resources a page has loaded so far. */
const loaded = async (page: Page) => (await resourceTimings(page)).map((e) => e.url);

for (const [remote, flow] of Object.entries(FLOWS) as [RemoteName, Flow][]) {
  test(`${remote}: a rebuild with a changed text goes live without a shell change or restart, and a tab opened before still reaches the next step`, async ({
    page,
    context,
  }) => {
    // Builds a remote while the test runs: the slowest test there is.
    test.slow();
    const changed = `${flow.text.en} (release ${randomUUID().slice(0, 8)})`;
    await page.goto(flow.firstScreen);
    await expect(heading(page, flow.text.en)).toBeVisible();
    // The first screen may itself come from lazy chunks (its route, the visitor's catalog);
    // what matters is that the next step needs some the tab has not fetched yet.
    const before = await loaded(page);
    const notYetLoaded = lazyChunks(remote).filter((chunk) => !before.some((url) => url.endsWith(chunk)));
    expect(notYetLoaded).not.toEqual([]);
    const shellBefore = fingerprint(servedFolder('shell'));

    try {
      deploy(buildRemoteWithText(remote, flow.text.key, changed), remote);

      expect(fingerprint(servedFolder('shell'))).toEqual(shellBefore);
      // What the running server answers is what was just published.
      expect(await (await fetch(manifestUrl(remote))).text()).toBe(
        readFileSync(join(servedFolder(remote), 'mf-manifest.json'), 'utf8'),
      );
      // The server draws the first screen with the remote's new server module, not the old
      // one: the page arrives with the new text, and the new code hydrates it without a mismatch
      // (the server asks a remote for its release once a second at most).
      await expect.poll(() => drawnPage(flow.firstScreen), { timeout: 5_000 }).toContain(changed);
      const newTab = await context.newPage();
      const newTabErrors = errorsOf(newTab);
      await newTab.goto(flow.firstScreen);
      await expect(heading(newTab, changed)).toBeVisible();
      await expect(newTab.locator('#root:not([data-server-drawn])')).toBeAttached();
      expect(newTabErrors).toEqual([]);

      // The old tab runs the previous release: its next step's chunk must still be served.
      await flow.next(page);
      const fetchedAfterDeploy = (await loaded(page)).filter((url) =>
        notYetLoaded.some((chunk) => url.endsWith(chunk)),
      );
      expect(fetchedAfterDeploy, 'chunks of the previous release fetched after the deploy').not.toEqual([]);
    } finally {
      deploy(builtFolder(remote), remote);
      removeRemoteCopy(remote);
    }
  });
}

test('a tab whose next step was removed by a deploy shows "A new version is available", reports it, and Reload recovers', async ({
  page,
  telemetry,
}) => {
  await page.goto('/demo-salon');
  await expect(heading(page, 'Choose a location')).toBeVisible();

  // The services step's chunk, in every release kept in the served folder ("services-hint" is
  // the id of its hint line). Later steps have lazy chunks of their own, which stay.
  const gone = removeServedCode('beauty', 'services-hint');
  try {
    expect(gone.removed.length).toBeGreaterThan(0);
    // The current release's services chunk is among them (an older release kept for open tabs
    // may have its own copy under another hash).
    expect(lazyChunks('beauty').filter((file) => gone.removed.includes(file))).not.toEqual([]);
    for (const file of gone.removed) expect((await fetch(`${urlOf(PORTS.beauty)}/${file}`)).status, file).toBe(404);
    await page.getByRole('link', { name: 'Studio Lumen Mitte' }).click();

    await expect(heading(page, 'A new version is available')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect
      .poll(async () => (await telemetry.errorReports()).map((r) => exceptionOf(r).value))
      .toEqual([expect.stringMatching(/chunk|dynamically imported module|Loading/i)]);
  } finally {
    gone.restore();
  }

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(heading(page, 'Choose your services')).toBeVisible();
});
