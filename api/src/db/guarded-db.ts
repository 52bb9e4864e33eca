import type { CircuitBreaker } from './circuit-breaker';
import { DatabaseUnavailable, isOutage } from './database-outage';
import type { Db } from './db';

/**
 * The database as requests use it, behind a circuit breaker: while the database cannot be
 * reached, a statement or transaction throws `DatabaseUnavailable` (answered 503 with
 * Retry-After) at once instead of each request waiting out its own timeout. Any answer from
 * the server, a failed statement included, shows it is reachable. PGlite runs in the
 * process and never fails this way, so there the breaker stays closed; the path is the same.
 * Inside a transaction the statements go straight to it: the transaction was admitted whole.
 */
export function guardDb(db: Db, breaker: CircuitBreaker): Db {
  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    const admission = breaker.admit();
    if (!admission.ok) throw new DatabaseUnavailable(admission.retryAfterMs);
    try {
      const result = await run();
      reached();
      return result;
    } catch (error) {
      if (!isOutage(error)) {
        reached();
        throw error;
      }
      const wasClosed = breaker.state() === 'closed';
      breaker.failed(admission.probe);
      // One line when it opens, not one per refused request.
      if (wasClosed && breaker.state() !== 'closed') console.error('Database unreachable: answering 503', { error });
      throw new DatabaseUnavailable(breaker.retryAfterMs(), { cause: error });
    }
  }
  function reached() {
    if (breaker.state() !== 'closed') console.info('Database reachable again');
    breaker.succeeded();
  }

  return {
    query: (sql, params) => guarded(() => db.query(sql, params)),
    exec: (sql) => guarded(() => db.exec(sql)),
    transaction: (fn) => guarded(() => db.transaction(fn)),
    savepoint: (fn) => guarded(() => db.savepoint(fn)),
    close: () => db.close(),
    ...(db.listen && { listen: db.listen.bind(db) }),
  };
}
