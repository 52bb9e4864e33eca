import { useRevalidator } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { useEffect, useRef } from 'react';
import { debounce } from './debounce';
import { eventStreamUrl } from './event-stream-url';

/** Short enough for the 2 s promise of issue 15, long enough to take a burst of writes as one. */
const REFETCH_AFTER_MS = 200;

/**
 * While a calendar screen is open: the branch's server-sent events (decision 0023), and on
 * `change` or `resync` the route loaders run again, so a booking made online shows without
 * a reload. Reconnecting is EventSource's own (with Last-Event-ID); the stream closes when
 * the screen goes.
 */
export function useCalendarEvents(branch: string): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refetch = debounce(() => void revalidate.current(), REFETCH_AFTER_MS);
    const source = new EventSource(eventStreamUrl(getApiBase(), branch), { withCredentials: true });
    source.addEventListener('change', refetch.call);
    source.addEventListener('resync', refetch.call);
    return () => {
      refetch.cancel();
      source.close();
    };
  }, [branch]);
}
