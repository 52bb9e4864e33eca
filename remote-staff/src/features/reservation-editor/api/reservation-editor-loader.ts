import { type Loaded, loadOrFailure } from '@booking/shared/api-client/loaded';
import { getStaffServiceDay, listStaffReservations } from '@booking/shared/contract/operations/staff-reservations';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import type { ChoosableTable, FloorCombination } from '../../../common/host-stand/table-choice-groups';
import { tableOccupancy } from '../../../common/host-stand/table-occupancy';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { getStaffBranch, type StaffBranch } from '../../../common/staff-page/staff-branch';

export interface ReservationEditorData {
  branch: StaffBranch;
  /** The day of the screen behind: a phone reservation starts on it unless changed. */
  date: string;
  /** The branch's areas in the owner's order, which the table choices are grouped by. */
  areas: { id: string; name: string }[];
  tables: ChoosableTable[];
  /** Tables nobody holds right now: where a walk-in can sit. */
  freeNow: ChoosableTable[];
  /** The owner's combinations, for a large party on the phone. */
  combinations: FloorCombination[];
  /** Combinations whose every table is free right now: where a large walk-in can sit. */
  combinationsFreeNow: FloorCombination[];
  /** The smallest and largest party the branch takes (staff may go past the largest, up to the largest table). */
  partySizes: { min: number; max: number };
}

/** What the phone-reservation and walk-in dialogs offer: the branch's tables and which are free now. */
export async function reservationEditorLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<Loaded<ReservationEditorData>> {
  const api = staffLoaderApi(context, request.signal);
  const branch = await getStaffBranch(api, params.branch);
  const date = params.date ?? '';
  const query = { params: { branch: branch.slug } };
  const [day, list] = await Promise.all([
    loadOrFailure(getStaffServiceDay, { ...query, query: { date } }, api),
    loadOrFailure(listStaffReservations, { ...query, query: { from: date, to: date } }, api),
  ]);
  if (!day.ok) return day;
  if (!list.ok) return list;
  const { areas, tables, combinations, rules } = day.data.results;
  const now = Date.now();
  const free = new Set(
    tableOccupancy(tables, list.data.results.reservations, now)
      .filter((entry) => entry.freeAt === now)
      .map((entry) => entry.table.id),
  );
  const freeNow = tables.filter((table) => free.has(table.id));
  const combinationsFreeNow = combinations.filter((c) => c.table_ids.every((id) => free.has(id)));
  const largestTable = Math.max(
    rules.max_party_size,
    ...tables.map((table) => table.seats),
    ...combinations.map((c) => c.max_seats),
  );
  return {
    ok: true,
    data: {
      branch,
      date,
      areas,
      tables,
      freeNow,
      combinations,
      combinationsFreeNow,
      partySizes: { min: rules.min_party_size, max: largestTable },
    },
  };
}
