import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import type { Db } from '../db/db';

/** The channel the database triggers notify (migration 0014). */
export const CALENDAR_CHANNEL = 'staff_calendar';

const notificationSchema = z.object({
  organization: z.string(),
  branch: z.nullable(z.string()),
  kind: z.enum(['appointment', 'absence', 'reservation']),
  id: z.string(),
  change: z.enum(['created', 'updated', 'deleted', 'cancelled']),
  /** Reservations only (migration 0024): who wrote the change. */
  by: z.optional(z.enum(['guest', 'staff'])),
});
export type CalendarNotification = z.infer<typeof notificationSchema>;
export type CalendarEvent = CalendarNotification & { eventId: string };

/** How many recent events a reconnecting client can be replayed from (Last-Event-ID). */
const HISTORY = 1000;

/**
 * Fans the database's calendar notifications out to the open calendars of this process.
 * Every API process listens on the same PostgreSQL, so a change written by any of them
 * reaches all calendars (PGlite: the one process's own notifications). Listening starts
 * with the first subscriber. Event ids are this process's (a random boot id and a
 * sequence): a reconnect to another process does not find its id and is told to resync.
 */
export function createCalendarBus(db: Db) {
  const boot = randomBytes(4).toString('hex');
  let sequence = 0;
  const history: CalendarEvent[] = [];
  const subscribers = new Set<(event: CalendarEvent) => void>();
  let listening: Promise<unknown> | null = null;

  const receive = (payload: string) => {
    let parsed: CalendarNotification;
    try {
      parsed = z.parse(notificationSchema, JSON.parse(payload));
    } catch {
      console.error('Unreadable calendar notification', { payload });
      return;
    }
    const event = { ...parsed, eventId: `${boot}-${++sequence}` };
    history.push(event);
    if (history.length > HISTORY) history.shift();
    for (const subscriber of subscribers) subscriber(event);
  };

  return {
    /** Resolves once this process listens, so no change after it is missed. */
    async subscribe(onEvent: (event: CalendarEvent) => void): Promise<() => void> {
      if (!db.listen) throw new Error('This database cannot listen for notifications');
      listening ??= db.listen(CALENDAR_CHANNEL, receive).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
      subscribers.add(onEvent);
      return () => subscribers.delete(onEvent);
    },
    /** The events after `eventId`, or null if it is not (or no longer) known here. */
    since(eventId: string): CalendarEvent[] | null {
      const index = history.findIndex((event) => event.eventId === eventId);
      return index === -1 ? null : history.slice(index + 1);
    },
  };
}
export type CalendarBus = ReturnType<typeof createCalendarBus>;
