import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * In production mode a global error shows the generic error screen. Errors
 * the ignore list drops (extensions, ad scripts, network noise) never get here.
 */
const globalErrorStore = createStore<{ failed: boolean }>()(() => ({ failed: false }));

export function markGlobalFailure(): void {
  if (process.env.NODE_ENV === 'production') globalErrorStore.setState({ failed: true });
}

export function useGlobalFailure(): boolean {
  return useStore(globalErrorStore, (s) => s.failed);
}
