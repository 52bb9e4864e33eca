import type { Page } from '@playwright/test';
import { urlOf } from './ports';

/**
 * Holds a remote's manifest back until the returned release is called: the app cannot hydrate
 * the server's page before it has the remote's routes, so the visitor acts on the server's page
 * first, with the shell's scripts running.
 */
export async function holdRemote(page: Page, port: number): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${urlOf(port)}/mf-manifest.json`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
