import type { Db } from '../db/db';
import {
  type ClaimTimes,
  claimIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  type KeyClaim,
  type KeyRef,
} from '../db/idempotency-repo';

/** Kept at least this long (the issue asks for 24 hours), then swept. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A key 'running' this long belongs to a process that died; the same request may take it over. */
export const IDEMPOTENCY_STALE_MS = 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Claims Idempotency-Keys and, every few minutes, deletes expired ones in passing (no job
 * needed: the claim statement treats an expired key as free anyway).
 */
export function createIdempotency(db: Db) {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return async function claim(ref: KeyRef, requestHash: string, now: Date): Promise<KeyClaim> {
    if (now.getTime() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      await deleteExpiredIdempotencyKeys(db, now);
    }
    const times: ClaimTimes = {
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      staleBefore: new Date(now.getTime() - IDEMPOTENCY_STALE_MS),
    };
    return claimIdempotencyKey(db, ref, requestHash, times);
  };
}
export type ClaimKey = ReturnType<typeof createIdempotency>;
