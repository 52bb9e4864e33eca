const FORWARD = new Set(['ArrowRight', 'ArrowDown']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Where an arrow, Home or End key moves focus in a row of items (wrapping at the ends, as a
 * radio group does), or null for any other key.
 */
export function nextInRow<T>(items: readonly T[], current: T, key: string): T | null {
  const at = items.indexOf(current);
  if (at === -1) return null;
  if (key === 'Home') return items[0] ?? null;
  if (key === 'End') return items[items.length - 1] ?? null;
  if (FORWARD.has(key)) return items[(at + 1) % items.length] ?? null;
  if (BACKWARD.has(key)) return items[(at - 1 + items.length) % items.length] ?? null;
  return null;
}
