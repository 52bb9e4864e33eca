export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/**
 * The part of day of an API time by its wall-clock hour in the branch's zone, read from the
 * string itself (characters 11-12 of `2026-03-29T14:30:00+02:00[Europe/Berlin]`), so no zone
 * arithmetic can disagree with the API: before 12 is morning, before 17 afternoon.
 */
export function partOfDay(zonedTime: string): PartOfDay {
  const hour = Number(zonedTime.slice(11, 13));
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** Slots grouped by part of day, in order, leaving out empty parts. */
export function groupByPartOfDay(slots: readonly string[]): { part: PartOfDay; slots: string[] }[] {
  const groups: Record<PartOfDay, string[]> = { morning: [], afternoon: [], evening: [] };
  for (const slot of slots) groups[partOfDay(slot)].push(slot);
  return (['morning', 'afternoon', 'evening'] as const)
    .map((part) => ({ part, slots: groups[part] }))
    .filter((group) => group.slots.length > 0);
}
