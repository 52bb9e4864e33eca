import type { TableSettings } from '@booking/shared/contract/table-settings';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { type Db, SQLSTATE, sqlState } from '../db/db';
import { listFloorReservations } from '../db/floor-reservations-repo';
import { joinTransaction } from '../db/join-transaction';
import { findFloorBranch, loadFloor } from '../db/table-settings-repo';
import {
  checkResolutions,
  type FloorChange,
  type Resolution,
  reservationsNoLongerFitting,
} from '../domain/reservations/floor-change';
import type { DomainError, Result } from '../domain/result';
import { staffChangeReservation } from './staff-change-reservation';
import { cancelForGuest } from './staff-reservation-state';

export type SavedFloor = { floor: TableSettings; moved: string[]; cancelled: string[] };

/** What a floor change checks under the branch's lock, and then writes. */
export type FloorStep = (
  tx: Db,
  branch: { id: string; timezone: string; organizationId: string },
) => Promise<Result<{ change: FloorChange | null; write: () => Promise<void> }, DomainError>>;

class Refused extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

/**
 * One change of a restaurant branch's floor, in one transaction under the branch's row lock
 * (two owners' saves run one after the other). The reservations still to come that the change
 * no longer fits are listed (409 `reservations_affected`) unless the owner answered for each;
 * then the change is written and each is moved (to a table or combination, as the host stand
 * moves it) or cancelled by the restaurant with the owner's message, emailed as the host
 * stand's cancellations are. Any refusal on the way undoes all of it.
 */
export async function changeFloor(
  db: Db,
  input: { organizationId: string; branchId: string; now: Date; resolutions?: readonly Resolution[] },
  step: FloorStep,
): Promise<Result<SavedFloor, DomainError>> {
  const { organizationId, now } = input;
  try {
    const saved = await db.transaction(async (tx) => {
      const branch = await findFloorBranch(tx, organizationId, input.branchId, true);
      if (!branch) throw new Refused({ code: 'branch_not_found' });
      const prepared = await step(tx, branch);
      if (!prepared.ok) throw new Refused(prepared.error);
      const { change, write } = prepared.value;
      const held = change ? await listFloorReservations(tx, branch.id, now, placeOf(change)) : [];
      const affected = change ? reservationsNoLongerFitting(change, held) : [];
      const answered = checkResolutions(affected, input.resolutions);
      if (!answered.ok) {
        if (answered.error.code !== 'reservations_affected') throw new Refused(answered.error);
        const at = (date: Date) => formatZoned(date.getTime(), branch.timezone);
        throw new Refused({
          code: 'reservations_affected',
          params: { count: affected.length },
          reservations: affected.map((r) => ({
            id: r.id,
            start: at(r.start),
            end: at(r.end),
            party_size: r.partySize,
            name: r.name,
          })),
        });
      }
      await write();
      const joined = joinTransaction(tx);
      const moved: string[] = [];
      const cancelled: string[] = [];
      for (const resolution of answered.value) {
        const key = { organizationId, id: resolution.reservation, now };
        const done =
          resolution.action === 'move'
            ? await staffChangeReservation(joined, { ...key, request: { table_id: resolution.to } })
            : await cancelForGuest(joined, key, { by: 'restaurant', message: resolution.message ?? null });
        if (!done.ok) throw new Refused(done.error);
        (resolution.action === 'move' ? moved : cancelled).push(resolution.reservation);
      }
      return { floor: await loadFloor(tx, branch.id), moved, cancelled };
    });
    return { ok: true, value: saved };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.error };
    // The unique index decides a name two saves race for.
    if (sqlState(error) === SQLSTATE.uniqueViolation) {
      return { ok: false, error: { code: 'invalid_input', fields: { name: [{ code: 'name_taken' }] } } };
    }
    throw error;
  }
}

const placeOf = (change: FloorChange) =>
  change.kind === 'retire_table' || change.kind === 'resize_table'
    ? { tableId: change.tableId }
    : { combinationId: change.combinationId };
