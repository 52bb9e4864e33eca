import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Db } from './db';

/** In memory when `dataDir` is omitted (tests), else persisted to that folder. */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create({ dataDir, extensions: { btree_gist } });
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrapTransaction(tx))),
    close: () => pg.close(),
  };
}

function wrap(pg: PGlite | Transaction): Pick<Db, 'query' | 'exec'> {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await pg.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await pg.exec(sql);
    },
  };
}

function wrapTransaction(tx: Transaction): Db {
  return {
    ...wrap(tx),
    transaction: () => Promise.reject(new Error('Nested transactions are not supported')),
    close: () => Promise.reject(new Error('Cannot close a transaction')),
  };
}
