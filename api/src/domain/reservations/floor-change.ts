import type { DomainError, Result } from '../result';

/** A change of the floor that reservations to come may no longer fit. */
export type FloorChange =
  | { kind: 'retire_table'; tableId: string }
  | { kind: 'resize_table'; tableId: string; maxSeats: number }
  | { kind: 'change_combination'; combinationId: string; tableIds: readonly string[]; maxSeats: number }
  | { kind: 'remove_combination'; combinationId: string };

type Held = { id: string; partySize: number; combinationId: string | null; tableIds: readonly string[] };

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

/**
 * Which of the reservations on the changed table or combination no longer fit it
 * (docs/decisions/0080): a retired table or removed combination takes its place from all of
 * them; a table shrunk below a party seated at it alone (a combination's party sits at the
 * combination's seats); a combination whose tables change, or whose seats drop below its party.
 */
export function reservationsNoLongerFitting<T extends Held>(change: FloorChange, held: readonly T[]): T[] {
  switch (change.kind) {
    case 'retire_table':
    case 'remove_combination':
      return [...held];
    case 'resize_table':
      return held.filter((r) => r.combinationId === null && r.partySize > change.maxSeats);
    case 'change_combination':
      return held.filter((r) => r.partySize > change.maxSeats || !sameSet(r.tableIds, change.tableIds));
  }
}

export type Resolution = { reservation: string; action: 'move' | 'cancel'; to?: string; message?: string | null };

/**
 * The owner's answer for each affected reservation, in their order: every affected one needs
 * one (else 409 `reservations_affected`, listed by the caller); naming one that is not
 * affected is a mistake in the request (400 at `on_reservations`).
 */
export function checkResolutions(
  affected: readonly { id: string }[],
  resolutions: readonly Resolution[] | undefined,
): Result<Resolution[], DomainError> {
  const given = resolutions ?? [];
  const ids = new Set(affected.map((r) => r.id));
  if (given.some((r) => !ids.has(r.reservation)) || new Set(given.map((r) => r.reservation)).size < given.length) {
    return { ok: false, error: { code: 'invalid_input', fields: { on_reservations: [{ code: 'invalid_value' }] } } };
  }
  if (given.length < ids.size) return { ok: false, error: { code: 'reservations_affected' } };
  return { ok: true, value: [...given] };
}
