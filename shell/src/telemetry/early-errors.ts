/**
 * Error reporting starts after the page is interactive (error-reporting.ts). Whatever fails
 * before that is kept and sent once it starts. index.html's first script starts the buffer, so
 * even a failure in the first bundle is caught; this module takes it over (or starts one where
 * the page has no such script, as in a remote's harness).
 */
interface EarlyErrors {
  errors: unknown[];
  stop: () => void;
}

declare global {
  interface Window {
    __bookingErrors?: EarlyErrors;
  }
}

export function startEarlyErrorBuffer(): void {
  if (window.__bookingErrors) return;
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.error ?? new Error(event.message));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    errors.push(event.reason);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.__bookingErrors = {
    errors,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** Stops buffering and hands over what was caught so far. */
export function drainEarlyErrors(): unknown[] {
  const early = window.__bookingErrors;
  if (!early) return [];
  early.stop();
  window.__bookingErrors = undefined;
  return early.errors.splice(0);
}
