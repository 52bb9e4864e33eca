import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * An error boundary inside the merchant's layout (not_found, the generic error) names the
 * page itself: the matched routes' handles still describe the route that failed.
 */
const overrideStore = createStore<{ titleId: string | null }>()(() => ({ titleId: null }));

export function useTitleOverride(titleId: string): void {
  useEffect(() => {
    overrideStore.setState({ titleId });
    return () => overrideStore.setState({ titleId: null });
  }, [titleId]);
}

export function useOverriddenTitleId(): string | null {
  return useStore(overrideStore, (s) => s.titleId);
}
