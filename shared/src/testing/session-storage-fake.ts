/**
 * The browser's session storage (a process boundary), faked in memory for tests that run in
 * Node: draft stores keep one store per branch only where there is a tab to keep it in.
 */
export function installSessionStorageFake(): void {
  const items = new Map<string, string>();
  globalThis.sessionStorage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => {
      items.delete(key);
    },
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}
