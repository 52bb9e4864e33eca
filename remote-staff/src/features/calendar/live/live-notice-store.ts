import type { StaffCalendarEvent } from '@booking/shared/contract/staff-calendar-events';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { type LiveChange, withLiveChange } from './live-changes';

interface LiveNoticeState {
  changes: LiveChange[];
}

/** What guests did online while this tab was open, for the host stand's quiet notice; one tab, one list. */
const liveNotices = createStore<LiveNoticeState>(() => ({ changes: [] }));

export function noteLiveEvent(event: StaffCalendarEvent, at: number): void {
  liveNotices.setState((state) => ({ changes: withLiveChange(state.changes, event, at) }));
}

export function dismissLiveChanges(): void {
  liveNotices.setState({ changes: [] });
}

export function useLiveChanges(): LiveChange[] {
  return useStore(liveNotices, (state) => state.changes);
}
