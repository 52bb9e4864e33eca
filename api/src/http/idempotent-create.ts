import type { Context } from 'hono';
import type { KeyCompletion } from '../db/claim-repo';
import type { Db } from '../db/db';
import { completeIdempotencyKey, type KeyRef, releaseIdempotencyKey } from '../db/idempotency-repo';
import type { DomainError, Result } from '../domain/result';
import type { ClientKey } from './client-key';
import { errorResponse } from './error-response';
import { ERROR_STATUS } from './error-status';
import type { ClaimKey } from './idempotency';
import { rateLimited } from './rate-limited';
import type { RateLimiter } from './rate-limiter';

export type IdempotentCreateDeps = { db: Db; claimKey: ClaimKey; limiter: RateLimiter; clientKey: ClientKey };

export type IdempotentCreate<T> = {
  ref: KeyRef;
  /** Hash of what the request asks for: the same key with another request is refused. */
  requestHash: string;
  at: Date;
  /** Writes; `complete` gives the key's answer for the statement that writes the row. */
  create: (complete: (created: T) => KeyCompletion) => Promise<Result<T, DomainError>>;
  /** The 201 body. */
  answer: (created: T) => unknown;
};

/**
 * A POST that creates with an Idempotency-Key (appointments, reservations): the first
 * request with a key creates and its answer is stored; a replay gets that answer (error
 * answers too) with `Idempotent-Replayed: true`, the same key still running gets 409, the
 * same key with another body 422. Replays do not count against the rate limit. An
 * unexpected failure stores nothing and frees the key.
 */
export async function idempotentCreate<T>(
  c: Context,
  { db, claimKey, limiter, clientKey }: IdempotentCreateDeps,
  { ref, requestHash, at, create, answer }: IdempotentCreate<T>,
): Promise<Response> {
  const claim = await claimKey(ref, requestHash, at);
  if (claim.kind === 'replay') {
    return new Response(JSON.stringify(claim.body), {
      status: claim.status,
      headers: { 'content-type': 'application/json', 'Idempotent-Replayed': 'true' },
    });
  }
  if (claim.kind === 'in_use') return errorResponse(c, { code: 'idempotency_key_in_use' });
  if (claim.kind === 'reused') return errorResponse(c, { code: 'idempotency_key_reused' });
  try {
    // After the claim, so that replays cost nothing; a refused request frees its key.
    const limit = limiter.take('bookings', clientKey(c), at);
    if (!limit.allowed) {
      await releaseIdempotencyKey(db, ref);
      return rateLimited(c, limit.retryAfterMs);
    }
    const created = await create((value) => ({ ...ref, status: 201, body: answer(value) }));
    if (!created.ok) {
      await completeIdempotencyKey(db, ref, ERROR_STATUS[created.error.code], { error: created.error });
      return errorResponse(c, created.error);
    }
    return c.json(answer(created.value), 201);
  } catch (error) {
    await releaseIdempotencyKey(db, ref).catch((release: unknown) =>
      console.error('Could not release an idempotency key', { ref, release }),
    );
    throw error;
  }
}
