/**
 * Polls until `check` passes or `ms` have gone by, and returns the last value read: a change
 * behind the merchant settings cache must show within its second, not at once.
 */
export async function within<T>(ms: number, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = performance.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || performance.now() > until) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
