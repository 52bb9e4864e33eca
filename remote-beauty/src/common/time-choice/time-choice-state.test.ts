import { describe, expect, it } from '@rstest/core';
import type { FreeTimes } from './load-free-times';
import {
  initialTimeChoice,
  offeredTimes,
  shownChoice,
  type TimeChoiceAction,
  type TimeChoiceState,
  timeChoiceReducer,
} from './time-choice-state';

const NINE = '2026-03-30T09:00:00+02:00[Europe/Berlin]';
const TEN = '2026-03-30T10:00:00+02:00[Europe/Berlin]';
const ELEVEN = '2026-03-30T11:00:00+02:00[Europe/Berlin]';
const time = (start: string) => ({ start, date: start.slice(0, 10), local_time: start.slice(11, 16) });
const free = (...starts: string[]): FreeTimes => ({
  ok: true,
  data: { times: starts.map(time), timezone: 'Europe/Berlin' },
});
const failed: FreeTimes = { ok: false, error: null, retryable: true };
const shown = (...starts: string[]) => ({ kind: 'shown' as const, times: starts.map(time), timezone: 'Europe/Berlin' });
const offeredStarts = (...args: Parameters<typeof offeredTimes>) => offeredTimes(...args).map((t) => t.start);

const run = (state: TimeChoiceState, ...actions: TimeChoiceAction[]) => actions.reduce(timeChoiceReducer, state);
const loadedFirst = run(
  initialTimeChoice(null, null),
  { type: 'load_started' },
  { type: 'loaded', times: free(NINE, TEN) },
);

describe('the time chooser before its first list', () => {
  it('shows a skeleton until the list is there, then the list', () => {
    const loading = run(initialTimeChoice(null, null), { type: 'load_started' });
    expect(loading.list).toEqual({ kind: 'loading' });
    expect(loadedFirst.list).toEqual(shown(NINE, TEN));
  });

  it("shows the route loader's list at once, without loading", () => {
    expect(initialTimeChoice(free(NINE), null).list).toEqual(shown(NINE));
  });

  it('says at once that a time found gone before the screen opened is taken, and leaves it out', () => {
    const state = run(
      initialTimeChoice(null, TEN),
      { type: 'load_started' },
      { type: 'loaded', times: free(NINE, TEN) },
    );
    expect(state.message).toEqual({ gone: true });
    expect(offeredStarts(state.list, state.gone, null)).toEqual([NINE]);
  });
});

describe('a failed list', () => {
  it('offers a retry, which asks again and shows the skeleton meanwhile', () => {
    const failedFirst = run(initialTimeChoice(null, null), { type: 'load_started' }, { type: 'loaded', times: failed });
    expect(failedFirst.list).toEqual({ kind: 'failed' });
    const retried = run(failedFirst, { type: 'retried' });
    expect(retried.askedAgain).toBe(1);
    expect(run(retried, { type: 'load_started' }).list).toEqual({ kind: 'loading' });
  });
});

describe('choosing a time', () => {
  it('checks the clicked time at once and clears the message while its hold is on the way', () => {
    const withMessage = { ...loadedFirst, message: { error: null } };
    expect(run(withMessage, { type: 'chose', start: TEN })).toMatchObject({ pending: TEN, message: null });
  });

  it('keeps the list as it was once the time is held', () => {
    const held = run(
      loadedFirst,
      { type: 'chose', start: TEN },
      { type: 'chosen', start: TEN, outcome: { kind: 'held' } },
    );
    expect(held).toEqual(loadedFirst);
  });

  it('says why a hold failed and asks for nothing again', () => {
    const error = { code: 'rate_limited' } as const;
    const state = run(
      loadedFirst,
      { type: 'chose', start: TEN },
      { type: 'chosen', start: TEN, outcome: { kind: 'failed', error } },
    );
    expect(state).toMatchObject({ pending: null, message: { error }, askedAgain: 0 });
  });
});

describe('a time found taken by someone else', () => {
  const gone = run(
    loadedFirst,
    { type: 'chose', start: TEN },
    { type: 'chosen', start: TEN, outcome: { kind: 'gone' } },
  );

  it('leaves the list, says so, and asks for the list again', () => {
    expect(gone).toMatchObject({ pending: null, message: { gone: true }, askedAgain: 1 });
    expect(offeredStarts(gone.list, gone.gone, null)).toEqual([NINE]);
  });

  it('clears the choice: the time held before shows as chosen no more, until the visitor chooses again', () => {
    const held = run(
      loadedFirst,
      { type: 'chose', start: NINE },
      { type: 'chosen', start: NINE, outcome: { kind: 'held' } },
    );
    expect(shownChoice(held, NINE)).toBe(NINE);
    const refused = run(held, { type: 'chose', start: TEN }, { type: 'chosen', start: TEN, outcome: { kind: 'gone' } });
    expect(shownChoice(refused, NINE)).toBeNull();
    const choosing = run(refused, { type: 'chose', start: NINE });
    expect(shownChoice(choosing, null)).toBe(NINE);
    const heldAgain = run(choosing, { type: 'chosen', start: NINE, outcome: { kind: 'held' } });
    expect(shownChoice(heldAgain, NINE)).toBe(NINE);
  });

  it('keeps the choice held before when a hold fails for another reason', () => {
    const failedHold = run(
      loadedFirst,
      { type: 'chose', start: TEN },
      { type: 'chosen', start: TEN, outcome: { kind: 'failed', error: null } },
    );
    expect(shownChoice(failedHold, NINE)).toBe(NINE);
  });

  it('reloads quietly: the list stays shown while the new one loads', () => {
    const reloading = run(gone, { type: 'load_started' });
    expect(reloading.list).toEqual(gone.list);
    expect(run(reloading, { type: 'loaded', times: free(NINE, ELEVEN) }).list).toEqual(shown(NINE, ELEVEN));
  });

  it('keeps the list when the quiet reload fails', () => {
    const kept = run(gone, { type: 'load_started' }, { type: 'loaded', times: failed });
    expect(kept.list).toEqual(gone.list);
  });

  it('reloads quietly only once: the load after shows the skeleton again', () => {
    const after = run(gone, { type: 'load_started' }, { type: 'loaded', times: free(NINE) }, { type: 'load_started' });
    expect(after.list).toEqual({ kind: 'loading' });
  });

  it('keeps it out of a list read before that still says free', () => {
    const state = run(gone, { type: 'load_started' }, { type: 'loaded', times: free(NINE, TEN) });
    expect(offeredStarts(state.list, state.gone, null)).toEqual([NINE]);
  });
});

describe('offeredTimes', () => {
  it('keeps the time this visitor holds in the list, in order, though the hold hides it from the free times', () => {
    expect(offeredStarts(shown(NINE, ELEVEN), [], TEN)).toEqual([NINE, TEN, ELEVEN]);
  });
});
