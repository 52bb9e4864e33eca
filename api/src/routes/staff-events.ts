import { streamStaffCalendarEvents } from '@booking/shared/contract/operations/staff-calendar';
import type { StaffCalendarEvent } from '@booking/shared/contract/staff-calendar-events';
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { Db } from '../db/db';
import { findStaffBySession } from '../db/staff-session-repo';
import { rateLimited } from '../http/rate-limited';
import { registerOperation } from '../http/register-operation';
import { sessionTokenHash } from '../http/require-staff';
import type { CalendarBus, CalendarEvent } from '../live/calendar-bus';
import type { StreamSlots } from '../live/stream-slots';

/** A comment line this often keeps proxies from closing an idle stream; the session is re-checked then. */
export const KEEP_ALIVE_MS = 15_000;
/** When a refused stream may try again: by then a tab may have closed one, or a session ended. */
const STREAM_RETRY_AFTER_MS = 30_000;

export type StaffEventDeps = { db: Db; now: () => Date; bus: CalendarBus; slots: StreamSlots };

/**
 * GET /v0/staff/branches/{branch}/events: server-sent events of the branch's calendar
 * (decision 0023). Each `change` names what to refetch; `resync` asks to refetch all,
 * sent first unless a Last-Event-ID this process still knows lets it replay what was missed.
 */
export function staffEventRoutes({ db, now, bus, slots }: StaffEventDeps) {
  const app = new Hono();
  registerOperation({ app, db, now }, streamStaffCalendarEvents, async (c, input, { staff, branch }) => {
    const tokenHash = sessionTokenHash(c);
    // A session was found by this hash, so it is there; bounded per session, per organization
    // (one merchant never takes every stream of the process) and per process.
    const release = slots.take(tokenHash ?? '', staff.organizationId);
    if (!release) return rateLimited(c, STREAM_RETRY_AFTER_MS);
    const lastEventId = input.headers['last-event-id'];

    const mine = (event: CalendarEvent) =>
      event.organization === staff.organizationId && (event.kind === 'absence' || event.branch === branch.id);
    const toClient = (event: CalendarEvent): StaffCalendarEvent => ({
      kind: event.kind,
      id: event.id,
      change: event.change,
      branch: event.kind === 'absence' ? null : branch.slug,
      ...(event.by ? { by: event.by } : {}),
    });
    // A reverse proxy must pass events on at once, not buffer them.
    c.header('X-Accel-Buffering', 'no');

    return streamSSE(c, async (stream) => {
      stream.onAbort(release);
      const queue: CalendarEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = await bus
        .subscribe((event) => {
          if (!mine(event)) return;
          queue.push(event);
          wake?.();
        })
        .catch((error: unknown) => {
          release();
          throw error;
        });
      let closed = false;
      stream.onAbort(() => {
        closed = true;
        wake?.();
      });
      try {
        const missed = lastEventId ? bus.since(lastEventId) : null;
        if (missed) queue.unshift(...missed.filter(mine));
        else await stream.writeSSE({ event: 'resync', data: '{}' });
        while (!closed) {
          const event = queue.shift();
          if (event) {
            await send(stream, event.eventId, toClient(event));
            continue;
          }
          const timedOut = await waitFor(KEEP_ALIVE_MS, (resolve) => {
            wake = resolve;
          });
          wake = null;
          if (timedOut && !closed) {
            // Signed out or expired meanwhile: the stream ends with the session.
            if (!tokenHash || !(await findStaffBySession(db, tokenHash, now()))) break;
            await stream.write(': keep-alive\n\n');
          }
        }
      } finally {
        unsubscribe();
        release();
      }
    });
  });
  return app;
}

function send(stream: SSEStreamingApi, id: string, event: StaffCalendarEvent) {
  return stream.writeSSE({ event: 'change', id, data: JSON.stringify(event) });
}

/** Resolves true after `ms`, or false as soon as the waker given to `register` is called. */
function waitFor(ms: number, register: (wake: () => void) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    register(() => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}
