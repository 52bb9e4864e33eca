import postgres from 'postgres';
import { answerWithin } from './answer-within';
import { DatabaseUnreachable } from './database-outage';
import type { Db } from './db';

type Sql = postgres.Sql | postgres.TransactionSql;

export const DEFAULT_POOL_SIZE = 4;
/** Seconds a new connection may take to open (postgres.js waits 30 by default). */
export const CONNECT_TIMEOUT_S = 1;
/**
 * How long a statement, or a transaction's start, may wait for its answer, a connection
 * included. Longer than any statement a request runs; without it a request waits as long as
 * postgres.js keeps reconnecting to a server that accepts and drops connections, which has
 * no end.
 */
export const ANSWER_WITHIN_MS = 5_000;
/**
 * A transaction whose client went quiet (cut off mid-way) is ended by the server after this,
 * so its locks do not outlive the outage.
 */
const IDLE_IN_TRANSACTION_MS = 10_000;

export type PostgresDbOptions = { max?: number; connectTimeoutS?: number; answerWithinMs?: number };

export function createPostgresDb(url: string, options: PostgresDbOptions = {}): Db {
  const answerMs = options.answerWithinMs ?? ANSWER_WITHIN_MS;
  // Silence NOTICEs such as "extension already exists, skipping" on every start.
  // A few connections serve one Node process best: postgres.js pipelines queries on a busy
  // connection, and fewer socket writes cost less than more parallel connections gain
  // (api/README.md, Benchmark). Transactions hold a connection only for a few ms.
  const sql = postgres(url, {
    max: options.max ?? DEFAULT_POOL_SIZE,
    onnotice: () => {},
    connect_timeout: options.connectTimeoutS ?? CONNECT_TIMEOUT_S,
    connection: { idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS },
  });
  const transaction: Db['transaction'] = (fn) => {
    // Given up on (no answer in time): whatever of it runs later must not commit, since the
    // caller was told it failed. Checked before every statement and before COMMIT.
    const abandon = new AbortController();
    const giveUp = () => abandon.abort(new DatabaseUnreachable(`no answer within ${answerMs} ms`));
    const starting = setTimeout(giveUp, answerMs);
    const begun = sql.begin(async (tx) => {
      clearTimeout(starting);
      abandon.signal.throwIfAborted();
      const result = await fn(wrapTransaction(tx, answerMs, abandon));
      abandon.signal.throwIfAborted();
      return result;
    });
    const abandoned = new Promise<never>((_, reject) => {
      abandon.signal.addEventListener('abort', () => reject(abandon.signal.reason), { once: true });
    });
    // `sql.begin` types its result as UnwrapPromiseArray<T>; for a plain value it is T.
    return Promise.race([begun, abandoned]).finally(() => clearTimeout(starting)) as Promise<
      Awaited<ReturnType<typeof fn>>
    >;
  };
  // postgres.js keeps one extra connection for LISTEN and re-listens after a reconnect.
  const listen: Db['listen'] = async (channel, onPayload) => {
    const { unlisten } = await sql.listen(channel, onPayload);
    return unlisten;
  };
  return {
    ...wrap(sql, answerMs),
    transaction,
    savepoint: transaction,
    listen,
    close: () => sql.end({ timeout: 5 }),
  };
}

function wrap(sql: Sql, answerMs: number, abandon?: AbortController): Pick<Db, 'query' | 'exec'> {
  return {
    // prepare: named statements, described once per connection. Unprepared (the default of
    // unsafe), every query with parameters costs two round trips: Describe, then Execute.
    query: async <T>(text: string, params: readonly unknown[] = []) => {
      abandon?.signal.throwIfAborted();
      const pending = sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
      return [...(await answerWithin(answerMs, pending, (late) => abandon?.abort(late)))] as T[];
    },
    // Scripts (migrations) are not timed: a long one is expected, and no request waits on it.
    exec: async (text) => {
      abandon?.signal.throwIfAborted();
      await sql.unsafe(text).simple();
    },
  };
}

function wrapTransaction(tx: postgres.TransactionSql, answerMs: number, abandon: AbortController): Db {
  return {
    ...wrap(tx, answerMs, abandon),
    transaction: () => Promise.reject(new Error('Nested transactions are not supported')),
    // Only postgres.js' own savepoint keeps a caught failure from failing the COMMIT.
    savepoint: async (fn) => {
      const result = await tx.savepoint((sp) => fn(wrapTransaction(sp, answerMs, abandon)));
      return result as Awaited<ReturnType<typeof fn>>;
    },
    close: () => Promise.reject(new Error('Cannot close a transaction')),
  };
}
