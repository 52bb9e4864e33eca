import type { Page } from '@playwright/test';

export interface ResourceTiming {
  url: string;
  start: number;
  bytes: number;
}

/**
 * The resources the page has loaded so far (Resource Timing). Read through a buffered
 * PerformanceObserver: the test clock (support/test-clock.ts) replaces `performance` with one
 * whose entry lists are empty, while the observer still sees the browser's own buffer.
 */
export function resourceTimings(page: Page): Promise<ResourceTiming[]> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'resource', buffered: true });
    const entries = observer.takeRecords() as PerformanceResourceTiming[];
    observer.disconnect();
    return entries.map((entry) => ({ url: entry.name, start: entry.startTime, bytes: entry.encodedBodySize }));
  });
}
