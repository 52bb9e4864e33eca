/**
 * What a remote's origin says about its current release (the server module's pointer, the
 * manifest naming its style sheets), asked once a second at most instead of once per visitor: a
 * redeploy is drawn within a second, and a busy page no longer costs two requests to the remote
 * for each of its own. A failed answer is not kept.
 */
export const KEPT_MS = 1000;

interface Entry<T> {
  until: number;
  value: Promise<T>;
}

export function keptBriefly<T>(load: (key: string) => Promise<T>, keptMs = KEPT_MS, now = () => performance.now()) {
  const entries = new Map<string, Entry<T>>();
  return (key: string): Promise<T> => {
    const entry = entries.get(key);
    if (entry && entry.until > now()) return entry.value;
    const value = load(key);
    entries.set(key, { until: now() + keptMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}

/** A shared answer as one request waits for it: that request's abort ends its wait, not the answer. */
export function abortable<T>(value: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    value.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
