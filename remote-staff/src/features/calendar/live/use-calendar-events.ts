import { staffCalendarEventSchema } from '@booking/shared/contract/staff-calendar-events';
import { useRevalidator } from '@booking/shared/router';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { debounce } from './debounce';
import { eventStreamUrl } from './event-stream-url';
import { noteLiveEvent } from './live-notice-store';

/** Short enough for the promise that a change shows within 2 s, long enough to take a burst of writes as one. */
const REFETCH_AFTER_MS = 200;

/**
 * While a calendar screen is open: the branch's server-sent events (decision 0023), and on
 * `change` or `resync` the route loaders run again, so a booking made online shows without
 * a reload. A reservation a guest made or changed is also noted for the host stand's notice.
 * Reconnecting is EventSource's own (with Last-Event-ID); the stream closes when the screen goes.
 */
export function useCalendarEvents(branch: string): void {
  const { apiBase } = useStaffApi();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refetch = debounce(() => void revalidate.current(), REFETCH_AFTER_MS);
    const source = new EventSource(eventStreamUrl(apiBase, branch), { withCredentials: true });
    source.addEventListener('change', (message) => {
      const event = z.safeParse(staffCalendarEventSchema, parseJson(message.data));
      if (event.success) noteLiveEvent(event.data, Date.now());
      refetch.call();
    });
    source.addEventListener('resync', refetch.call);
    return () => {
      refetch.cancel();
      source.close();
    };
  }, [apiBase, branch]);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
