import { sqlState } from './db';

/** The database gave no answer within the time a request may wait for it (postgres-db.ts). */
export class DatabaseUnreachable extends Error {
  override readonly name = 'DatabaseUnreachable';
  readonly code = 'DATABASE_UNREACHABLE';
}

/**
 * What a request meets while the database cannot be reached: the app answers it 503
 * `unavailable` with Retry-After. Thrown by the guarded database (guarded-db.ts), either at
 * once while the circuit is open or in place of the outage's own error.
 */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
  constructor(
    readonly retryAfterMs: number,
    options?: { cause?: unknown },
  ) {
    super('the database is unavailable', options);
  }
}

/** postgres.js' own codes for a connection that failed or went, and Node's socket errors. */
const CONNECTION_CODES = new Set([
  'DATABASE_UNREACHABLE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server cannot serve now, not that the statement is wrong: class 08
 * (connection exception), shutting down or starting up (57P01-57P03) and too many
 * connections (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Whether an error means the database could not be reached, rather than that a statement failed. */
export function isOutage(error: unknown): boolean {
  if (error instanceof DatabaseUnreachable) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  const state = sqlState(error);
  return state !== null && (state.startsWith('08') || UNAVAILABLE_STATES.has(state));
}
