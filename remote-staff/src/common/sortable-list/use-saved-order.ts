import { useEffect, useState } from 'react';

export type OrderNotice = 'saved' | 'failed' | null;

/**
 * A list's order as the owner moves it: shown at once, saved in the background, put back
 * (and said) when the save fails. A new order from the loader (after another change) wins.
 */
export function useSavedOrder(loaded: readonly string[], save: (ids: string[]) => Promise<{ ok: boolean }>) {
  const [ids, setIds] = useState<string[]>([...loaded]);
  const [notice, setNotice] = useState<OrderNotice>(null);
  const loadedKey = loaded.join();
  useEffect(() => {
    setIds(loadedKey ? loadedKey.split(',') : []);
  }, [loadedKey]);

  async function reorder(next: string[]) {
    const before = ids;
    setIds(next);
    setNotice(null);
    const saved = await save(next);
    if (saved.ok) {
      setNotice('saved');
    } else {
      setIds(before);
      setNotice('failed');
    }
  }
  return { ids, notice, reorder };
}
