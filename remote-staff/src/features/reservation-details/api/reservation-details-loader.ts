import { findBranch } from '@booking/shared/api-client/find-branch';
import { type Loaded, loadOrFailure } from '@booking/shared/api-client/loaded';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffReservation, getStaffServiceDay } from '@booking/shared/contract/operations/staff-reservations';
import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import type { ServiceArea, ServiceCombination, ServiceTable } from '@booking/shared/contract/staff-service-day';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

export interface ReservationDetailsData {
  reservation: StaffReservation;
  /** The branch's areas in the owner's order, which its tables are grouped by. */
  areas: ServiceArea[];
  /** The branch's tables, where it can move to. */
  tables: ServiceTable[];
  /** The owner's combinations, which it can move to as well. */
  combinations: ServiceCombination[];
  /** The largest party the branch's tables or combinations seat (staff may book past the online limit up to it). */
  largestParty: number;
  /** Its branch's country, which the guest's phone is read in. */
  country: string;
}

/** One reservation of the organization, with its branch's tables for a move. */
export async function reservationDetailsLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<Loaded<ReservationDetailsData>> {
  const api = staffLoaderApi(context, request.signal);
  const found = await loadOrFailure(getStaffReservation, { params: { reservation: params.reservation ?? '' } }, api);
  if (!found.ok) return found;
  const { reservation } = found.data.results;
  const [day, branches] = await Promise.all([
    loadOrFailure(
      getStaffServiceDay,
      { params: { branch: reservation.branch }, query: { date: reservation.start.slice(0, 10) } },
      api,
    ),
    loadOrFailure(listStaffBranches, {}, api),
  ]);
  if (!day.ok) return day;
  if (!branches.ok) return branches;
  const { country } = findBranch(branches.data.results.branches, reservation.branch);
  const { areas, tables, combinations, rules } = day.data.results;
  return {
    ok: true,
    data: {
      reservation,
      areas,
      tables,
      combinations,
      largestParty: Math.max(
        rules.max_party_size,
        ...tables.map((t) => t.seats),
        ...combinations.map((c) => c.max_seats),
      ),
      country,
    },
  };
}
