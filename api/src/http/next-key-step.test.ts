import { describe, expect, it } from '@rstest/core';
import { type KeyEvent, type KeyState, type KeyStep, nextKeyStep } from './next-key-step';

/** The states and steps a run of events goes through from an unclaimed key. */
function walk(events: readonly KeyEvent[]): { state: KeyState; step: KeyStep }[] {
  let state: KeyState = 'unclaimed';
  return events.map((event) => {
    const next = nextKeyStep(state, event);
    state = next.state;
    return next;
  });
}

describe('nextKeyStep', () => {
  it('books in two statements: the read carries the claim, the write stores the answer', () => {
    expect(walk(['claim_due', 'claim_won', 'claim_due', 'write_due'])).toEqual([
      { state: 'unclaimed', step: 'claim' },
      { state: 'claimed', step: 'take_rate_limit' },
      { state: 'claimed', step: 'no_claim' },
      { state: 'claimed', step: 'store_answer' },
    ]);
  });

  it('stops a request whose read did not claim the key, before anything is written', () => {
    expect(walk(['claim_due', 'claim_lost'])).toEqual([
      { state: 'unclaimed', step: 'claim' },
      { state: 'unclaimed', step: 'ask_key' },
    ]);
  });

  it('refuses a write while the key is unclaimed, after a lost claim too', () => {
    expect(() => nextKeyStep('unclaimed', 'write_due')).toThrow(/write_due while unclaimed/);
    expect(() => walk(['claim_due', 'claim_lost', 'write_due'])).toThrow();
  });

  it('takes the key that was freed meanwhile by a claim of its own, and counts the request then', () => {
    expect(walk(['claim_due', 'claim_lost', 'claim_won']).at(-1)).toEqual({
      state: 'claimed',
      step: 'take_rate_limit',
    });
  });

  it('stores nothing more once the losing write stored slot_taken', () => {
    expect(walk(['claim_due', 'claim_won', 'write_due', 'slot_taken_stored', 'refused']).slice(-2)).toEqual([
      { state: 'answered', step: 'answer_stored' },
      { state: 'answered', step: 'answer_stored' },
    ]);
  });

  it('stores a refusal once the key is claimed, and refuses to store one for an unclaimed key', () => {
    expect(nextKeyStep('claimed', 'refused')).toEqual({ state: 'claimed', step: 'store_answer' });
    expect(() => nextKeyStep('unclaimed', 'refused')).toThrow();
  });

  it('releases a key this request claimed when it fails, and keeps one it never claimed', () => {
    expect(nextKeyStep('claimed', 'failed').step).toBe('release_key');
    expect(nextKeyStep('answered', 'failed').step).toBe('release_key');
    expect(nextKeyStep('unclaimed', 'failed').step).toBe('keep_key');
  });

  it('claims at most once: a claim answered again is a bug', () => {
    for (const state of ['claimed', 'answered'] as const) {
      expect(nextKeyStep(state, 'claim_due').step).toBe('no_claim');
      expect(() => nextKeyStep(state, 'claim_won')).toThrow();
      expect(() => nextKeyStep(state, 'claim_lost')).toThrow();
    }
  });
});
