import type { Page } from '@playwright/test';

/**
 * Throws `message` as an uncaught error in the page, from a task of its own, as a failing
 * event handler or timer would. Not from `setTimeout`: the pages' test clock
 * (support/test-clock.ts) runs timer callbacks itself and catches what they throw (it only logs
 * it to the console), so nothing would reach the page's error handlers. A message-channel task
 * is the browser's own and is not part of the clock.
 */
export async function throwUncaught(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      throw new Error(text);
    };
    channel.port2.postMessage(null);
  }, message);
}
