import { useApi } from '@booking/shared/api-client/api-access';
import type { FreeTime } from '@booking/shared/contract/free-times';
import type { ServicePeriod } from '@booking/shared/contract/reservation-availability';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadAvailability } from './load-availability';
import { type DayTimes, followingDates, nearestFreeTimes } from './nearest-free-times';

/** How many following days a full day looks through for alternatives. */
const LOOK_AHEAD_DAYS = 7;

export type FreeTimes =
  | { status: 'loading' }
  | { status: 'ready'; times: FreeTime[]; periods?: ServicePeriod[]; alternatives: DayTimes[] | null }
  /** `network`: no coded answer, worth a retry (the connection, most likely). */
  | { status: 'failed'; network: boolean; unavailable: boolean };

interface Search {
  organization: string;
  branch: string;
  date: string;
  partySize: number;
  /** The last bookable day: alternatives are not looked for beyond it. */
  last: string;
  /** What the route loader already fetched for the first search, so it is not asked twice. */
  initial?: { date: string; partySize: number; times: FreeTime[]; periods?: ServicePeriod[] };
}

/**
 * The free times of the chosen day for the chosen party, and when the day is full, the
 * nearest free times of the next days. Remembers which days turned out full so the calendar
 * can mark them. A failed load keeps the choices and offers a retry.
 */
export function useFreeTimes(search: Search): { times: FreeTimes; fullDays: string[]; retry: () => void } {
  const { organization, branch, date, partySize, last, initial } = search;
  const api = useApi();
  const fromLoader = initial && initial.date === date && initial.partySize === partySize ? initial : null;
  const [times, setTimes] = useState<FreeTimes>(
    fromLoader
      ? { status: 'ready', times: fromLoader.times, periods: fromLoader.periods, alternatives: null }
      : { status: 'loading' },
  );
  const [full, setFull] = useState<{ partySize: number; dates: string[] }>({ partySize, dates: [] });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The loader's answer serves the first search only; later ones (and retries) ask again.
  const fromLoaderOnce = useRef(fromLoader);

  useEffect(() => {
    const abort = new AbortController();
    const markFull = (dates: string[]) =>
      setFull((known) => ({
        partySize,
        dates: [...new Set([...(known.partySize === partySize ? known.dates : []), ...dates])],
      }));
    async function run() {
      const loaded = attempt === 0 ? fromLoaderOnce.current : null;
      fromLoaderOnce.current = null;
      let times = loaded?.times ?? null;
      let periods = loaded?.periods;
      if (!times) {
        setTimes({ status: 'loading' });
        const result = await loadAvailability(api, { organization, branch, date, partySize }, abort.signal);
        if (abort.signal.aborted) return;
        if (!result.ok) {
          const unavailable = result.error?.code === 'reservations_unavailable';
          setTimes({ status: 'failed', network: result.error === null && result.retryable, unavailable });
          return;
        }
        times = result.data.results.times;
        periods = result.data.results.service_periods;
      }
      if (times.length > 0) {
        setTimes({ status: 'ready', times, periods, alternatives: null });
        return;
      }
      markFull([date]);
      setTimes({ status: 'ready', times, alternatives: null });
      const days = await Promise.all(
        followingDates(date, LOOK_AHEAD_DAYS, last).map(async (next) => {
          const result = await loadAvailability(api, { organization, branch, date: next, partySize }, abort.signal);
          return { date: next, slots: result.ok ? result.data.results.times.map((time) => time.start) : null };
        }),
      );
      if (abort.signal.aborted) return;
      const known = days.filter((day): day is DayTimes & { slots: string[] } => day.slots !== null);
      markFull(known.filter((day) => day.slots.length === 0).map((day) => day.date));
      setTimes({ status: 'ready', times, alternatives: nearestFreeTimes(known) });
    }
    void run();
    return () => abort.abort();
  }, [organization, branch, date, partySize, last, attempt, api]);

  return { times, fullDays: full.partySize === partySize ? full.dates : [], retry };
}
