import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/**
 * A store's current state, also while React hydrates a page the server drew. zustand's
 * `useStore` reads a store's initial state during hydration (its "server snapshot"), which for
 * the browser's singletons is the empty state before the boot filled them: the first render
 * would differ from the server's and React would draw the page anew. The environment, the
 * merchant, the language and the texts are the ones the server drew with (decision 0070), so
 * their current state is the server's. A store that holds what only this tab knows (a
 * journey's draft) keeps zustand's way: hydrate as the server drew, then show the draft.
 */
export function useCurrentStore<State, Selected>(
  store: StoreApi<State>,
  selector: (state: State) => Selected,
): Selected {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
