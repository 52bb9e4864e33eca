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
import { drainEarlyErrors } from './early-errors';
import { ignoreReason } from './error-filter';
import { eventFacts } from './event-facts';

let active = false;

/** Origins whose scripts are ours: a failure to load one of them is deploy skew, not noise. */
export function ownOrigins(env: RuntimeEnv): string[] {
  const origins = [window.location.origin];
  for (const url of [env.apiBase, ...Object.values(env.remotes)]) {
    try {
      origins.push(new URL(url).origin);
    } catch {
      // The schema only lets http(s) URLs through; nothing to add otherwise.
    }
  }
  return origins;
}

/**
 * A bare BrowserClient with the integrations we use (about 11 KiB less than `Sentry.init`'s
 * defaults, which matters for the shell's byte budget). Started before the app renders.
 */
export function initErrorReporting(env: RuntimeEnv): void {
  const { dsn, sampleRate } = env.errorReporting;
  if (!dsn) {
    for (const error of drainEarlyErrors()) console.error(error);
    return;
  }
  const origins = ownOrigins(env);
  const client = new BrowserClient({
    dsn,
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
  active = true;
  for (const error of drainEarlyErrors()) captureException(error);
}

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (active) {
    captureException(error, { extra: context });
    return;
  }
  console.error(error, context);
}
