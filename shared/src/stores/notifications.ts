import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export const NOTIFICATION_DURATION_MS = 3000;

export interface Notification {
  id: number;
  kind: 'info' | 'success' | 'error';
  /**
   * A message id of the raising remote's catalog (the shell holds it, see RemoteModule),
   * never finished text: the shell draws it in the visitor's language, also after a switch.
   */
  messageId: string;
  values?: Record<string, string | number>;
  durationMs: number;
}

interface NotificationState {
  items: Notification[];
  push: (n: Omit<Notification, 'id' | 'durationMs'> & { durationMs?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** Shared singleton so that any remote can raise a notification the shell draws. */
export const notificationStore = createStore<NotificationState>()((set) => ({
  items: [],
  push: (n) => {
    const id = nextId++;
    set((s) => ({ items: [...s.items, { durationMs: NOTIFICATION_DURATION_MS, ...n, id }] }));
    return id;
  },
  dismiss: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
}));

export function useNotifications(): Notification[] {
  return useStore(notificationStore, (s) => s.items);
}
