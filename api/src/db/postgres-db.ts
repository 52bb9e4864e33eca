import postgres from 'postgres';
import type { Db } from './db';

type Sql = postgres.Sql | postgres.TransactionSql;

export const DEFAULT_POOL_SIZE = 4;

export function createPostgresDb(url: string, options: { max?: number } = {}): Db {
  // Silence NOTICEs such as "extension already exists, skipping" on every start.
  // A few connections serve one Node process best: postgres.js pipelines queries on a busy
  // connection, and fewer socket writes cost less than more parallel connections gain
  // (api/README.md, Benchmark). Transactions hold a connection only for a few ms.
  const sql = postgres(url, { max: options.max ?? DEFAULT_POOL_SIZE, onnotice: () => {} });
  const transaction: Db['transaction'] = async (fn) => {
    // `sql.begin` types its result as UnwrapPromiseArray<T>; for a plain value it is T.
    const result = await sql.begin((tx) => fn(wrapTransaction(tx)));
    return result as Awaited<ReturnType<typeof fn>>;
  };
  // postgres.js keeps one extra connection for LISTEN and re-listens after a reconnect.
  const listen: Db['listen'] = async (channel, onPayload) => {
    const { unlisten } = await sql.listen(channel, onPayload);
    return unlisten;
  };
  return { ...wrap(sql), transaction, savepoint: transaction, listen, close: () => sql.end({ timeout: 5 }) };
}

function wrap(sql: Sql): Pick<Db, 'query' | 'exec'> {
  return {
    // prepare: named statements, described once per connection. Unprepared (the default of
    // unsafe), every query with parameters costs two round trips: Describe, then Execute.
    query: async <T>(text: string, params: readonly unknown[] = []) =>
      [...(await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }))] as T[],
    exec: async (text) => {
      await sql.unsafe(text).simple();
    },
  };
}

function wrapTransaction(tx: postgres.TransactionSql): Db {
  return {
    ...wrap(tx),
    transaction: () => Promise.reject(new Error('Nested transactions are not supported')),
    // Only postgres.js' own savepoint keeps a caught failure from failing the COMMIT.
    savepoint: async (fn) => {
      const result = await tx.savepoint((sp) => fn(wrapTransaction(sp)));
      return result as Awaited<ReturnType<typeof fn>>;
    },
    close: () => Promise.reject(new Error('Cannot close a transaction')),
  };
}
