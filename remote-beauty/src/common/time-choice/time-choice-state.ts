import type { ApiError } from '@booking/shared/api-client/call';
import type { FreeTime } from '@booking/shared/contract/free-times';
import type { FreeTimes } from './load-free-times';

/** What choosing a time came to; the caller places the hold (or whatever takes the slot). */
export type ChooseOutcome = { kind: 'held' } | { kind: 'gone' } | { kind: 'failed'; error: ApiError | null };

/** The free times of the window: a skeleton while loading, a retry when they failed. */
export type FreeTimesList =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'shown'; times: readonly FreeTime[]; timezone: string };

export type TimeChoiceState = {
  list: FreeTimesList;
  /**
   * How often the list was asked for again (Retry, a time found gone): each asks once more,
   * and a list the route's loader read answers only while nobody asked again.
   */
  askedAgain: number;
  /**
   * How the next load goes. Quiet: the list stays shown (and keeps the focus) until the new
   * one is there, and a failed load keeps it. A time found taken by someone else reloads
   * the list quietly, so that the neighbouring times they took too are not offered again.
   */
  nextLoad: 'shown' | 'quiet';
  /** How the load under way goes; null when none is. */
  loading: 'shown' | 'quiet' | null;
  /** Times found taken: left out of the list even if a list read before says free. */
  gone: readonly string[];
  message: { gone: true } | { error: ApiError | null } | null;
  /** The time clicked while its hold is on the way: checked at once, so the tap shows. */
  pending: string | null;
  /**
   * A time the visitor clicked was found taken: the time held before (the caller's) shows as
   * chosen no more, so that nothing goes on with a time other than the one they last chose,
   * until they choose again.
   */
  choiceCleared: boolean;
};

export type TimeChoiceAction =
  /** The route's loader read the list for this query. */
  | { type: 'preloaded'; times: FreeTimes }
  | { type: 'load_started' }
  | { type: 'loaded'; times: FreeTimes }
  | { type: 'retried' }
  /** A time clicked; the component asks for one at a time (none while one is pending). */
  | { type: 'chose'; start: string }
  | { type: 'chosen'; start: string; outcome: ChooseOutcome };

/** Before anything is loaded: a time found gone before the screen opened is said at once. */
export function initialTimeChoice(preloaded: FreeTimes | null, goneBefore: string | null): TimeChoiceState {
  return {
    list: preloaded ? listOf(preloaded) : { kind: 'loading' },
    askedAgain: 0,
    nextLoad: 'shown',
    loading: null,
    gone: goneBefore ? [goneBefore] : [],
    message: goneBefore ? { gone: true } : null,
    pending: null,
    choiceCleared: false,
  };
}

export function timeChoiceReducer(state: TimeChoiceState, action: TimeChoiceAction): TimeChoiceState {
  switch (action.type) {
    case 'preloaded':
      return { ...state, list: listOf(action.times) };
    case 'load_started': {
      const started = { ...state, nextLoad: 'shown' as const, loading: state.nextLoad };
      return state.nextLoad === 'quiet' ? started : { ...started, list: { kind: 'loading' } };
    }
    case 'loaded': {
      const done = { ...state, loading: null };
      // A quiet reload that failed keeps the list it had.
      return !action.times.ok && state.loading === 'quiet' ? done : { ...done, list: listOf(action.times) };
    }
    case 'retried':
      return { ...state, askedAgain: state.askedAgain + 1 };
    case 'chose':
      return { ...state, pending: action.start, message: null };
    case 'chosen':
      return chosen({ ...state, pending: null }, action.start, action.outcome);
  }
}

function chosen(state: TimeChoiceState, start: string, outcome: ChooseOutcome): TimeChoiceState {
  if (outcome.kind === 'gone') {
    return {
      ...state,
      gone: [...state.gone, start],
      message: { gone: true },
      nextLoad: 'quiet',
      askedAgain: state.askedAgain + 1,
      choiceCleared: true,
    };
  }
  if (outcome.kind === 'failed') return { ...state, message: { error: outcome.error } };
  return state.choiceCleared ? { ...state, choiceCleared: false } : state;
}

/** The time shown as chosen: the one on its way, else the one held (`chosen`) unless cleared. */
export function shownChoice(state: TimeChoiceState, chosen: string | null): string | null {
  return state.pending ?? (state.choiceCleared ? null : chosen);
}

const listOf = (times: FreeTimes): FreeTimesList =>
  times.ok ? { kind: 'shown', times: times.data.times, timezone: times.data.timezone } : { kind: 'failed' };

/** The times to offer, in order: the list without those found gone, and the time held by this visitor. */
export function offeredTimes(list: FreeTimesList, gone: readonly string[], chosen: string | null): FreeTime[] {
  const times = list.kind === 'shown' ? list.times.filter((time) => !gone.includes(time.start)) : [];
  // The held time is hidden from the answer: its day and wall clock are read from its start,
  // as the API reads them (shared/src/contract/zoned-time.ts).
  if (chosen && !times.some((time) => time.start === chosen)) {
    times.push({ start: chosen, date: chosen.slice(0, 10), local_time: chosen.slice(11, 16) });
  }
  return times.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
