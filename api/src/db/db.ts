/**
 * The one database seam. Repositories take a `Db`, which may be a transaction: PGlite runs
 * one query at a time, so inside `transaction` only `tx` may be used (a query on the outer
 * `Db` there would wait forever).
 */
export interface Db {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: runs `fn` so that its failure is rolled back alone and the
   * transaction goes on (PostgreSQL refuses every statement after an error otherwise, and
   * postgres.js rethrows a failed query at COMMIT even if it was caught). Outside one: a
   * transaction of its own.
   */
  savepoint<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Subscribes to a PostgreSQL notification channel (LISTEN), on the database itself, so a
   * NOTIFY from any process reaches every listener. Resolves once listening; the returned
   * function stops it. Absent on a transaction and on test doubles.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

/** SQLSTATE of a driver error (PGlite and postgres both expose `code`), or null. */
export function sqlState(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  exclusionViolation: '23P01',
} as const;

/** The constraint (or unique index) a driver error names: PGlite says `constraint`, postgres.js `constraint_name`. */
export function violatedConstraint(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const named =
    (error as { constraint?: unknown; constraint_name?: unknown }).constraint_name ??
    (error as { constraint?: unknown }).constraint;
  return typeof named === 'string' ? named : null;
}
