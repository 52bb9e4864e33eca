import { DatabaseUnreachable } from './database-outage';

/** A postgres.js query: a promise that can be cancelled. */
type Cancellable<T> = PromiseLike<T> & { cancel(): unknown };

/**
 * The query's answer, or `DatabaseUnreachable` once `ms` have passed without one. The query
 * is then cancelled: one still queued (waiting for a connection) is never sent, so it cannot
 * run after the caller was told it failed; one already sent is cancelled on the server if
 * the server can still be reached (if not, the caller cannot know, as after any lost answer).
 */
export function answerWithin<T>(ms: number, query: Cancellable<T>, onLate?: (error: Error) => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DatabaseUnreachable(`no answer within ${ms} ms`);
      Promise.resolve(query.cancel()).catch(() => {});
      onLate?.(error);
      reject(error);
    }, ms);
  });
  return Promise.race([query, late]).finally(() => clearTimeout(timer));
}
