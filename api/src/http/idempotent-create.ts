import { ERROR_STATUS } from '@booking/shared/errors/error-status';
import type { Context } from 'hono';
import type { Db } from '../db/db';
import {
  completeIdempotencyKey,
  type KeyClaim,
  type KeyRef,
  keyClaimSql,
  type RequestKey,
  releaseIdempotencyKey,
} from '../db/idempotency-repo';
import { runSql } from '../db/sql';
import type { DomainError, Result } from '../domain/result';
import type { AnswerSeal } from './answer-seal';
import type { ClientKey } from './client-key';
import { contactKeys } from './contact-keys';
import { errorResponse } from './error-response';
import type { Idempotency } from './idempotency';
import { type KeyEvent, type KeyState, type KeyStep, nextKeyStep } from './next-key-step';
import { rateLimited } from './rate-limited';
import type { RateLimiter } from './rate-limiter';

export type IdempotentCreateDeps = {
  db: Db;
  keys: Idempotency;
  limiter: RateLimiter;
  clientKey: ClientKey;
  /** The 201 answer carries the plain manage token: it is stored sealed (decision 0044). */
  seal: AnswerSeal;
};

export type IdempotentCreate<T> = {
  ref: KeyRef;
  /** Hash of what the request asks for: the same key with another request is refused. */
  requestHash: string;
  at: Date;
  /** Reads and writes; `key` is claimed by its first read that carries it, else on its own. */
  create: (key: RequestKey<T>) => Promise<Result<T, DomainError>>;
  /** The 201 body. */
  answer: (created: T) => unknown;
  /** Whom it is for: limited by these too, not only by the address it comes from. */
  contact?: { email: string; phone: string };
};

/** The key was not claimed (a replay, or in use, or reused): thrown before anything is written. */
class KeyNotClaimed extends Error {}
/** The key was claimed but the client is over its rate limit: thrown before anything is written. */
class KeyRateLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super('rate limited');
  }
}

/**
 * A POST that creates with an Idempotency-Key (appointments, reservations): the first
 * request with a key creates and its answer is stored; a replay gets that answer (error
 * answers too) with `Idempotent-Replayed: true`, the same key still running gets 409, the
 * same key with another body 422. Replays do not count against the rate limit. An
 * unexpected failure stores nothing and frees the key.
 *
 * Round trips: a booking's schedule read claims the key in the same statement, and its
 * write stores the answer (also slot_taken, when the write finds the range taken), so a
 * booking costs two statements. Whatever the read finds that stops the request (the key
 * not claimed, the rate limit) is thrown from the read, before any write, and handled
 * here the way a claim of its own would have been. The key's states and what each event
 * leads to are `nextKeyStep`'s table; this function only carries the steps out.
 */
export async function idempotentCreate<T>(
  c: Context,
  { db, keys, limiter, clientKey, seal }: IdempotentCreateDeps,
  { ref, requestHash, at, create, answer, contact }: IdempotentCreate<T>,
): Promise<Response> {
  await keys.sweepIfDue(at);
  let state: KeyState = 'unclaimed';
  const on = (event: KeyEvent): KeyStep => {
    const next = nextKeyStep(state, event);
    state = next.state;
    return next.step;
  };
  // The 201 body is made once: for the write that stores it, and again for the response.
  let made: { created: T; body: unknown } | undefined;
  const bodyOf = (created: T) => {
    if (made?.created !== created) made = { created, body: answer(created) };
    return made.body;
  };
  const settle = (won: boolean) => {
    if (on(won ? 'claim_won' : 'claim_lost') === 'ask_key') throw new KeyNotClaimed();
    // A refused request frees its key (the claim is released on the way out).
    const limit = limiter.takeBooking(clientKey(c), contactKeys(contact), at);
    if (!limit.allowed) throw new KeyRateLimited(limit.retryAfterMs);
  };
  const key: RequestKey<T> = {
    claimSql: () => (on('claim_due') === 'claim' ? keyClaimSql(ref, requestHash, keys.times(at)) : null),
    settle,
    async claim() {
      const claim = key.claimSql();
      if (claim) settle((await runSql(db, claim)).length > 0);
    },
    completion: (created, options) => {
      on('write_due');
      return {
        ...ref,
        status: 201,
        body: seal.seal(ref, bodyOf(created)),
        ...(options?.orSlotTaken && {
          ifTaken: {
            status: ERROR_STATUS.slot_taken,
            body: { error: { code: 'slot_taken' } },
            stored: () => void on('slot_taken_stored'),
          },
        }),
      };
    },
  };
  const attempt = async () => {
    const created = await create(key);
    if (!created.ok) {
      // Refused before any read (say too many services): claimed now, to store the answer.
      await key.claim();
      if (on('refused') === 'store_answer') {
        await completeIdempotencyKey(db, ref, ERROR_STATUS[created.error.code], { error: created.error });
      }
      return errorResponse(c, created.error);
    }
    return c.json(bodyOf(created.value), 201);
  };

  try {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof KeyNotClaimed)) throw error;
      // Someone has the key: ask on its own what to answer. Rarely, it was freed meanwhile
      // (expired, or released after a failure) and this claim takes it: create again.
      const claim = await keys.claim(ref, requestHash, at);
      if (claim.kind !== 'claimed') return unclaimedAnswer(c, claim, ref, seal);
      settle(true);
      return await attempt();
    }
  } catch (error) {
    if (on('failed') === 'release_key') {
      await releaseIdempotencyKey(db, ref).catch((release: unknown) =>
        console.error('Could not release an idempotency key', { ref, release }),
      );
    }
    if (error instanceof KeyRateLimited) return rateLimited(c, error.retryAfterMs);
    throw error;
  }
}

function unclaimedAnswer(
  c: Context,
  claim: Exclude<KeyClaim, { kind: 'claimed' }>,
  ref: KeyRef,
  seal: AnswerSeal,
): Response {
  if (claim.kind === 'in_use') return errorResponse(c, { code: 'idempotency_key_in_use' });
  if (claim.kind === 'reused') return errorResponse(c, { code: 'idempotency_key_reused' });
  const opened = seal.open(ref, claim.body);
  if (!opened.ok) {
    // Kept, not dropped: listing the key in SECRET_KEYS again makes the replay work again.
    console.error('A stored answer is sealed under a key SECRET_KEYS does not list', { keyId: opened.keyId });
    return errorResponse(c, { code: 'internal' });
  }
  return new Response(JSON.stringify(opened.body), {
    status: claim.status,
    headers: { 'content-type': 'application/json', 'Idempotent-Replayed': 'true' },
  });
}
