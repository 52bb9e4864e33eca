import type { StaffCalendarEvent } from '@booking/shared/contract/staff-calendar-events';

/** A reservation a guest made, changed or cancelled online while the host stand was open. */
export interface LiveChange {
  id: string;
  change: 'created' | 'updated' | 'cancelled';
  /** When it arrived (epoch ms), for the order of the notice. */
  at: number;
}

/** How many the notice keeps: it says what is new, it is not a log. */
export const MAX_LIVE_CHANGES = 5;

/**
 * The notice's changes after one more event: only the guests' own (staff know what they did
 * themselves), one line per reservation (its latest change; a reservation made and then
 * cancelled is cancelled), newest first.
 */
export function withLiveChange(changes: readonly LiveChange[], event: StaffCalendarEvent, at: number): LiveChange[] {
  if (event.kind !== 'reservation' || event.by !== 'guest' || event.change === 'deleted') return [...changes];
  const rest = changes.filter((change) => change.id !== event.id);
  return [{ id: event.id, change: event.change, at }, ...rest].slice(0, MAX_LIVE_CHANGES);
}
