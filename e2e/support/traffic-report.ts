import type { BrowserContext, Page, Request } from '@playwright/test';

/**
 * What a context's pages asked for and heard, told when a wait on one of them gave up: a page
 * left showing "Loading…" says nothing by itself of whether the server drew it, which request
 * never came back or which one failed. Attached to the failure instead of a trace, which costs
 * every passing run its recording.
 */
export interface TrafficReport {
  /** The failure's message with what the page was doing: to throw in place of the failure. */
  explain: (page: Page, failure: unknown) => Promise<Error>;
}

export function watchTraffic(context: BrowserContext): TrafficReport {
  const started = Date.now();
  const pending = new Map<Request, number>();
  const failed: string[] = [];
  const logged: string[] = [];
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  context.on('request', (request) => pending.set(request, Date.now()));
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => {
    pending.delete(request);
    failed.push(`${at()} ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${at()} ${message.text()}`);
  });
  context.on('weberror', (error) => logged.push(`${at()} uncaught: ${error.error().message}`));

  return {
    async explain(page, failure) {
      const state = await page
        .evaluate(() => ({
          drawnByServer: document.getElementById('booking-boot') !== null,
          takenOver: !document.getElementById('root')?.hasAttribute('data-server-drawn'),
          text: (document.querySelector('main') ?? document.body).textContent?.trim().slice(0, 200) ?? '',
        }))
        .catch((error: unknown) => ({ unreadable: String(error) }));
      const now = Date.now();
      const waiting = [...pending].map(
        ([request, since]) => `${request.method()} ${request.url()} (${((now - since) / 1000).toFixed(1)} s)`,
      );
      const lines = [
        failure instanceof Error ? failure.message : String(failure),
        '',
        `page ${page.url()} after ${at()}: ${JSON.stringify(state)}`,
        `requests without an answer: ${waiting.length ? `\n  ${waiting.join('\n  ')}` : 'none'}`,
        `requests that failed: ${failed.length ? `\n  ${failed.join('\n  ')}` : 'none'}`,
        `console errors and warnings: ${logged.length ? `\n  ${logged.join('\n  ')}` : 'none'}`,
      ];
      return new Error(lines.join('\n'), { cause: failure });
    },
  };
}
