import { describe, expect, it } from '@rstest/core';
import { createDraftStore, draftStoresByKey } from './draft-store';

interface Draft {
  services: string[];
  holdToken?: string;
}

/** A fake of the browser's session storage (a process boundary). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const options = (storage: Storage, version = 1) => ({
  key: 'beauty-draft:demo/mitte',
  empty: (): Draft => ({ services: [] }),
  version,
  storage: () => storage,
});

describe('createDraftStore', () => {
  it('gives a reloaded page the choices made before the reload', () => {
    const storage = memoryStorage();
    createDraftStore(options(storage))
      .getState()
      .update({ services: ['cut'], holdToken: 'h1' });

    const afterReload = createDraftStore(options(storage));
    expect(afterReload.getState().draft).toEqual({ services: ['cut'], holdToken: 'h1' });
  });

  it('merges one step without touching the choices of another', () => {
    const store = createDraftStore(options(memoryStorage()));
    store.getState().update({ services: ['cut'] });
    store.getState().update({ holdToken: 'h1' });
    expect(store.getState().draft).toEqual({ services: ['cut'], holdToken: 'h1' });
  });

  it('forgets everything after the booking, also for the next reload', () => {
    const storage = memoryStorage();
    const store = createDraftStore(options(storage));
    store.getState().update({ services: ['cut'], holdToken: 'h1' });
    store.getState().clear();

    expect(store.getState().draft).toEqual({ services: [] });
    expect(createDraftStore(options(storage)).getState().draft).toEqual({ services: [] });
  });

  it('drops a draft stored in an older shape instead of misreading it', () => {
    const storage = memoryStorage();
    createDraftStore(options(storage, 1))
      .getState()
      .update({ services: ['cut'] });
    expect(createDraftStore(options(storage, 2)).getState().draft).toEqual({ services: [] });
  });
});

describe('draftStoresByKey', () => {
  it("keeps one store per branch in the visitor's tab", () => {
    const storeOf = draftStoresByKey<Draft>({ empty: () => ({ services: [] }), version: 1, storage: memoryStorage });
    storeOf('beauty-draft:demo/mitte')
      .getState()
      .update({ services: ['cut'] });

    expect(storeOf('beauty-draft:demo/mitte').getState().draft.services).toEqual(['cut']);
    expect(storeOf('beauty-draft:demo/altona').getState().draft.services).toEqual([]);
  });

  it('gives a server render (no session storage) an empty store that no later render sees', () => {
    const storeOf = draftStoresByKey<Draft>({ empty: () => ({ services: [] }), version: 1 });
    storeOf('beauty-draft:demo/mitte')
      .getState()
      .update({ services: ['cut'] });

    expect(storeOf('beauty-draft:demo/mitte').getState().draft.services).toEqual([]);
  });
});
