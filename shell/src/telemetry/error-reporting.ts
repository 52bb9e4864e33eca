import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import * as Sentry from '@sentry/react';

let active = false;

/** Starts error reporting before the app renders, so boot failures are reported too. */
export function initErrorReporting(env: RuntimeEnv): void {
  if (!env.errorReporting.dsn) return;
  Sentry.init({
    dsn: env.errorReporting.dsn,
    environment: env.environment,
    sampleRate: env.errorReporting.sampleRate,
  });
  active = true;
}

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (active) {
    Sentry.captureException(error, { extra: context });
    return;
  }
  console.error(error, context);
}
