import type { ErrorEvent as SentryEvent } from '@sentry/react';
import type { ErrorFacts } from './error-filter';

/** The parts of a Sentry event the ignore list looks at. */
export function eventFacts(event: SentryEvent, pageUrl: string, userAgent: string): ErrorFacts {
  const exception = event.exception?.values?.at(-1);
  return {
    type: exception?.type ?? 'Error',
    message: exception?.value ?? event.message ?? '',
    frames: (exception?.stacktrace?.frames ?? []).map((frame) => frame.filename ?? '').filter(Boolean),
    pageUrl,
    userAgent,
  };
}
