/**
 * The states of a create's Idempotency-Key and where each event takes it (decision 0016):
 *
 *   unclaimed --claim_won--> claimed --slot_taken_stored--> answered
 *       |
 *       +--claim_lost--> stays unclaimed, and the request stops: ask on its own what the key holds
 *
 * The guarantee is that no write follows a read that did not claim the key: from `unclaimed`
 * there is no step to a write, and a write asked for there is a bug (it would store its
 * answer nowhere), refused by a throw rather than handled as a case.
 */
export type KeyState = 'unclaimed' | 'claimed' | 'answered';

export type KeyEvent =
  /** A statement is about to run that may carry the claim (a read's CTE, or a claim on its own). */
  | 'claim_due'
  /** The claiming statement took the key. */
  | 'claim_won'
  /** It did not: a replay, the key still in use, or reused with another request. */
  | 'claim_lost'
  /** A write asks for the answer to store along with what it writes. */
  | 'write_due'
  /** The last candidate's write found the range taken and stored slot_taken as the answer. */
  | 'slot_taken_stored'
  /** The command refused with an expected error, after claiming the key. */
  | 'refused'
  /** Something unexpected was thrown. */
  | 'failed';

export type KeyStep =
  /** Send the claim with the statement. */
  | 'claim'
  /** Send the statement without it: the key is this request's already. */
  | 'no_claim'
  /** Count the request against the rate limit: only now, so that replays cost nothing. */
  | 'take_rate_limit'
  /** Stop before anything is written, and ask on its own what to answer. */
  | 'ask_key'
  /** Store the answer (the write's 201, or the refusal). */
  | 'store_answer'
  /** Nothing to store: the answer is stored already. */
  | 'answer_stored'
  /** Free the key, so that a retry with it can create. */
  | 'release_key'
  /** Leave the key alone: it is another request's. */
  | 'keep_key';

type Transition = { state: KeyState; step: KeyStep };

/** Null where an event cannot happen in a state: reaching one is a bug. */
const TRANSITIONS: Record<KeyState, Record<KeyEvent, Transition | null>> = {
  unclaimed: {
    claim_due: { state: 'unclaimed', step: 'claim' },
    claim_won: { state: 'claimed', step: 'take_rate_limit' },
    claim_lost: { state: 'unclaimed', step: 'ask_key' },
    write_due: null,
    slot_taken_stored: null,
    refused: null,
    failed: { state: 'unclaimed', step: 'keep_key' },
  },
  claimed: {
    claim_due: { state: 'claimed', step: 'no_claim' },
    claim_won: null,
    claim_lost: null,
    write_due: { state: 'claimed', step: 'store_answer' },
    slot_taken_stored: { state: 'answered', step: 'answer_stored' },
    refused: { state: 'claimed', step: 'store_answer' },
    failed: { state: 'claimed', step: 'release_key' },
  },
  answered: {
    claim_due: { state: 'answered', step: 'no_claim' },
    claim_won: null,
    claim_lost: null,
    write_due: { state: 'answered', step: 'store_answer' },
    slot_taken_stored: { state: 'answered', step: 'answer_stored' },
    refused: { state: 'answered', step: 'answer_stored' },
    failed: { state: 'answered', step: 'release_key' },
  },
};

/** Where `event` takes a key in `state`, and what the request does next; throws on an event that cannot happen there. */
export function nextKeyStep(state: KeyState, event: KeyEvent): Transition {
  const next = TRANSITIONS[state][event];
  if (!next) throw new Error(`Idempotency key: ${event} while ${state} is a bug, not a case`);
  return next;
}
