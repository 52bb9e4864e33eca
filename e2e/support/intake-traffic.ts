import { type BrowserContext, expect, type Request } from '@playwright/test';
import { PORTS, urlOf } from './ports';

/**
 * Watches what the context sends to the error intake. `settled()` waits until every report
 * the pages have started sending has arrived, so that a count read afterwards includes them:
 * the only way to say "no further report" without sleeping.
 */
export function watchIntakeTraffic(context: BrowserContext): { settled: () => Promise<void> } {
  const pending = new Set<Request>();
  const toIntake = (request: Request) => request.url().startsWith(urlOf(PORTS.intake));
  context.on('request', (request) => {
    if (toIntake(request)) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return {
    settled: () => expect.poll(() => pending.size, { message: 'error reports still on their way' }).toBe(0),
  };
}
