import type { Page } from '@playwright/test';
import { urlOf } from './ports';

/**
 * Holds a remote's manifest back until the returned release is called: the app cannot hydrate
 * the server's page before it has the remote's routes, so the visitor acts on the server's page
 * first, with the shell's scripts running.
 */
export function holdRemote(page: Page, port: number): Promise<() => void> {
  return holdRequests(page, `${urlOf(port)}/mf-manifest.json`);
}

/**
 * Holds the shell's entry script back until the returned release is called: the visitor acts
 * on the server's page before any of the app's scripts ran.
 */
export function holdEntryScript(page: Page): Promise<() => void> {
  return holdRequests(page, /\/static\/js\/index\.[0-9a-f]+\.js$/);
}

async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
