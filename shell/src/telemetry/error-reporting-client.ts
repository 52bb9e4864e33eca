import { scrubDeep } from '@booking/shared/contract/manage-token';
import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import {
  BrowserClient,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  setCurrentClient,
} from '@sentry/react';
import { ignoreReason } from './error-filter';
import { eventFacts } from './event-facts';
import { ownOrigins } from './own-origins';

/**
 * A bare BrowserClient with the integrations we use (about 11 KiB less than `Sentry.init`'s
 * defaults). Loaded after the page is interactive (error-reporting.ts); `early` is what failed
 * before, sent first. Returns how to report from now on.
 */
export function startErrorReportingClient(
  env: RuntimeEnv,
  early: unknown[],
): (error: unknown, context: Record<string, unknown>) => void {
  const { dsn, sampleRate } = env.errorReporting;
  const origins = ownOrigins(env);
  const client = new BrowserClient({
    dsn: dsn ?? undefined,
    environment: env.environment,
    sampleRate,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    beforeSend: (event) => {
      const reason = ignoreReason(eventFacts(event, window.location.href, navigator.userAgent), origins);
      if (reason) return null;
      // Ids are hex like some tokens: scrub everything else, then give the event its ids back.
      const scrubbed = scrubDeep(event);
      return {
        ...scrubbed,
        event_id: event.event_id,
        contexts: { ...scrubbed.contexts, trace: event.contexts?.trace },
        sdkProcessingMetadata: event.sdkProcessingMetadata,
      };
    },
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
  });
  setCurrentClient(client);
  client.init();
  for (const error of early) captureException(error);
  return (error, context) => {
    captureException(error, { extra: context });
  };
}
