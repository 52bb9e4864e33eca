import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import { afterInteractive } from './after-interactive';
import { drainEarlyErrors } from './early-errors';

/**
 * What the app calls to report an error. The error-reporting client (@sentry/react, about
 * 21 KB gzip) is not part of the first screen: it is downloaded once the page is interactive
 * (error-reporting-client.ts). Until then reports wait here, and what fails outside React is
 * kept by the early buffer (early-errors.ts); both are sent when the client starts, so nothing
 * is lost.
 */
type Sink = (error: unknown, context: Record<string, unknown>) => void;

const waiting: { error: unknown; context: Record<string, unknown> }[] = [];
let sink: Sink | null = null;

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (sink) {
    sink(error, context);
    return;
  }
  console.error(error, context);
  waiting.push({ error, context });
}

/** Starts the client after the page is interactive; without a DSN the waiting reports stay in the console. */
export function startErrorReporting(env: RuntimeEnv): void {
  if (!env.errorReporting.dsn) {
    for (const error of drainEarlyErrors()) console.error(error);
    waiting.length = 0;
    sink = () => {};
    return;
  }
  afterInteractive(async () => {
    const { startErrorReportingClient } = await import(
      /* webpackChunkName: "error-reporting" */ './error-reporting-client'
    );
    const report = startErrorReportingClient(env, drainEarlyErrors());
    sink = report;
    for (const item of waiting.splice(0)) report(item.error, item.context);
  });
}
