/** Identify rejects empty ids and the literal ids distinct_id and distinctid. */
const FORBIDDEN_IDS = new Set(['distinct_id', 'distinctid']);

export function checkIdentify(
  id: unknown,
): { ok: true; id: string } | { ok: false; reason: 'empty' | 'reserved' | 'not_a_string' } {
  if (typeof id !== 'string') return { ok: false, reason: 'not_a_string' };
  const trimmed = id.trim();
  if (!trimmed) return { ok: false, reason: 'empty' };
  if (FORBIDDEN_IDS.has(trimmed.toLowerCase())) return { ok: false, reason: 'reserved' };
  return { ok: true, id: trimmed };
}

/** Capture needs a string event name. */
export function checkCapture(name: unknown): name is string {
  return typeof name === 'string' && name.trim().length > 0;
}
