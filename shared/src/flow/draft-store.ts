import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface DraftState<Draft> {
  draft: Draft;
  /** Merges a step's choices; a step writes only its own keys. */
  update: (patch: Partial<Draft>) => void;
  /** Back to the empty draft, after a booking or when the branch changes. */
  clear: () => void;
}

export interface DraftStoreOptions<Draft> {
  /** Session-storage key: the remote and the branch, e.g. `beauty-draft:demo/mitte`. */
  key: string;
  empty: () => Draft;
  /** Raise when the draft's shape changes: an older stored draft is then dropped, not misread. */
  version: number;
  /** Where it is kept; session storage by default (per tab, gone when the tab closes). */
  storage?: () => Storage;
}

/**
 * A journey's draft (choices, hold token, idempotency key, contact) in a zustand store that
 * survives reload, back and forward in the same tab (docs/decisions/0020). Session storage,
 * not local storage: a contact typed on a shared computer should not outlive the tab, and
 * two tabs booking at once must not share a hold or an idempotency key. Each remote creates
 * its own store; it is not a federation singleton, so the shell never sees it.
 */
export function createDraftStore<Draft extends object>(options: DraftStoreOptions<Draft>): StoreApi<DraftState<Draft>> {
  return createStore<DraftState<Draft>>()(
    persist(
      (set) => ({
        draft: options.empty(),
        update: (patch) => set((state) => ({ draft: { ...state.draft, ...patch } })),
        clear: () => set({ draft: options.empty() }),
      }),
      {
        name: options.key,
        version: options.version,
        storage: createJSONStorage(options.storage ?? (() => sessionStorage)),
        partialize: (state) => ({ draft: state.draft }),
        // A draft stored by an older shape is dropped rather than guessed at.
        migrate: () => ({ draft: options.empty() }),
      },
    ),
  );
}

/**
 * One draft store per key in this tab, made on first use. A server render has no tab (no
 * session storage): it gets a fresh empty store on every call, kept nowhere, so no request
 * leaves a store behind, and none grows the process's memory with the slugs of its URL.
 */
export function draftStoresByKey<Draft extends object>(
  options: Omit<DraftStoreOptions<Draft>, 'key'>,
): (key: string) => StoreApi<DraftState<Draft>> {
  const stores = new Map<string, StoreApi<DraftState<Draft>>>();
  return (key) => {
    if (typeof sessionStorage === 'undefined' && !options.storage) return createDraftStore({ ...options, key });
    let store = stores.get(key);
    if (!store) {
      store = createDraftStore({ ...options, key });
      stores.set(key, store);
    }
    return store;
  };
}

/**
 * The key that makes a retried submit book once (SPEC: Idempotency-Key). Made when the
 * customer first submits, kept in the draft so a retry after a reload sends the same key,
 * and cleared with the draft after the booking.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
