import { useSyncExternalStore } from 'react';

/**
 * Whether the consent bar shows: from the stored choice when the app starts (the same reading
 * the shell's server made for the HTML, so taking over draws the same page), closed once the
 * consent library reports a stored choice.
 */
let open = false;
const listeners = new Set<() => void>();

export function isConsentBarOpen(): boolean {
  return open;
}

export function setConsentBarOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsentBarOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
