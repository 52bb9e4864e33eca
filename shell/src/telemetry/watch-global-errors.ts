import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import { ignoreReason } from './error-filter';
import { markGlobalFailure } from './global-error';
import { ownOrigins } from './own-origins';

/** A global error that is not on the ignore list takes the page to the generic error screen (production). */
export function watchGlobalErrors(env: RuntimeEnv): void {
  const origins = ownOrigins(env);
  window.addEventListener('error', (event) => {
    const error = event.error instanceof Error ? event.error : null;
    const reason = ignoreReason(
      {
        type: error?.name ?? 'Error',
        message: error?.message ?? event.message,
        frames: event.filename ? [event.filename] : [],
        pageUrl: window.location.href,
        userAgent: navigator.userAgent,
      },
      origins,
    );
    if (!reason) markGlobalFailure();
  });
}
