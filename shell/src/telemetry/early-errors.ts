/**
 * Error reporting starts once the environment file names its DSN. Whatever fails before that
 * (the entry's own chunks, the environment fetch) is kept here and sent once it starts.
 */
const buffered: unknown[] = [];
let listening = false;

function onError(event: ErrorEvent): void {
  buffered.push(event.error ?? new Error(event.message));
}

function onRejection(event: PromiseRejectionEvent): void {
  buffered.push(event.reason);
}

export function startEarlyErrorBuffer(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}

/** Stops buffering and hands over what was caught so far. */
export function drainEarlyErrors(): unknown[] {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  listening = false;
  return buffered.splice(0);
}
