import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Db } from './db';

/** In memory when `dataDir` is omitted (tests), else persisted to that folder. */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create({ dataDir, extensions: { btree_gist } });
  const transaction: Db['transaction'] = (fn) => pg.transaction((tx) => fn(wrapTransaction(tx)));
  // PGlite delivers NOTIFY (from triggers too) to its own listeners: one process, one bus.
  const listen: Db['listen'] = async (channel, onPayload) => {
    const stop = await pg.listen(channel, onPayload);
    return () => stop();
  };
  return { ...wrap(pg), transaction, savepoint: transaction, listen, close: () => pg.close() };
}

function wrap(pg: PGlite | Transaction): Pick<Db, 'query' | 'exec'> {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await pg.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await pg.exec(sql);
    },
  };
}

let savepoints = 0;

function wrapTransaction(tx: Transaction): Db {
  const db: Db = {
    ...wrap(tx),
    transaction: () => Promise.reject(new Error('Nested transactions are not supported')),
    savepoint: async (fn) => {
      const name = `sp_${++savepoints}`;
      await tx.query(`SAVEPOINT ${name}`);
      try {
        const result = await fn(db);
        await tx.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    close: () => Promise.reject(new Error('Cannot close a transaction')),
  };
  return db;
}
