import type { KeyCompletion } from './claim-repo';
import type { Db } from './db';
import { runSql, type Sql, sql } from './sql';

export type KeyRef = { organizationId: string; key: string };

export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in_use' }
  | { kind: 'reused' };

export type ClaimTimes = {
  now: Date;
  expiresAt: Date;
  /** A key still 'running' since before this was left by a crashed process: take it over. */
  staleBefore: Date;
};

type KeyRow = {
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: unknown;
};

/**
 * The INSERT that claims a key, RETURNING a row only when it did: a new key, an expired
 * one, or one left 'running' by a process that died (same request, started before
 * `staleBefore`). A statement of its own, or a CTE in front of a read's statement.
 */
export function keyClaimSql(ref: KeyRef, requestHash: string, times: ClaimTimes): Sql {
  return sql`INSERT INTO idempotency_keys (organization_id, key, request_hash, state, started_at, expires_at)
          VALUES (${ref.organizationId}, ${ref.key}, ${requestHash}, 'running', ${times.now}, ${times.expiresAt})
          ON CONFLICT (organization_id, key) DO UPDATE
             SET request_hash = EXCLUDED.request_hash, state = 'running', response_status = NULL,
                 response_body = NULL, started_at = EXCLUDED.started_at, expires_at = EXCLUDED.expires_at
           WHERE idempotency_keys.expires_at <= ${times.now}
              OR (idempotency_keys.state = 'running' AND idempotency_keys.request_hash = EXCLUDED.request_hash
                  AND idempotency_keys.started_at <= ${times.staleBefore})
          RETURNING 1`;
}

/**
 * Claims a key for a request in its own committed statement, or says what to answer: the
 * stored response (same request), `in_use` (same request still running) or `reused` (the
 * key came with a different request). An expired key is claimed afresh.
 */
export async function claimIdempotencyKey(
  db: Db,
  ref: KeyRef,
  requestHash: string,
  times: ClaimTimes,
): Promise<KeyClaim> {
  const claim = keyClaimSql(ref, requestHash, times);
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await runSql(db, claim);
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row] = await db.query<KeyRow>(
      `SELECT request_hash, state, response_status, response_body FROM idempotency_keys
        WHERE organization_id = $1 AND key = $2`,
      [ref.organizationId, ref.key],
    );
    // Gone between the two statements (released after a failure): claim again.
    if (!row) continue;
    if (row.request_hash !== requestHash) return { kind: 'reused' };
    if (row.state === 'running' || row.response_status === null) return { kind: 'in_use' };
    return { kind: 'replay', status: row.response_status, body: row.response_body };
  }
  return { kind: 'in_use' };
}

/** Stores the answer of a request that wrote nothing (an error answer), to replay it. */
export async function completeIdempotencyKey(db: Db, ref: KeyRef, status: number, body: unknown): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET state = 'done', response_status = $3, response_body = $4::text::jsonb
      WHERE organization_id = $1 AND key = $2`,
    [ref.organizationId, ref.key, status, JSON.stringify(body)],
  );
}

/** After an unexpected failure nothing was stored: the client may retry with the same key. */
export async function releaseIdempotencyKey(db: Db, ref: KeyRef): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE organization_id = $1 AND key = $2 AND state = 'running'`, [
    ref.organizationId,
    ref.key,
  ]);
}

/** Keys are kept 24 hours; the stored answers hold manage tokens, so they do not stay longer. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE expires_at <= $1', [now]);
}

/**
 * A request's key as a read sees it: the claim, to put in front of the read's statement as
 * a CTE (null once the key is claimed), and `settle`, told whether that statement claimed
 * it. `settle` throws when the request must not go on (the key was not claimed: a replay,
 * in use or reused; or a rate limit refused it), so nothing is written after it.
 */
export type RidingKey = {
  claimSql(): Sql | null;
  settle(claimed: boolean): void;
};

/** What a create command gets for its request's key (http/idempotent-create.ts). */
export type RequestKey<T> = RidingKey & {
  /** Claims the key by a statement of its own, unless a read has claimed it already. */
  claim(): Promise<void>;
  /**
   * The answer to store by the statement that writes `created`; with `orSlotTaken`, that
   * statement stores the slot_taken answer instead when it finds the range taken.
   */
  completion(created: T, options?: { orSlotTaken?: boolean }): KeyCompletion;
};
