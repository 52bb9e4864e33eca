import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { type Loaded, loadOrFailure } from '@booking/shared/api-client/loaded';
import { getReservationAvailability } from '@booking/shared/contract/operations/reservation-availability';
import type { ReservationAvailabilityResponse } from '@booking/shared/contract/reservation-availability';

export interface AvailabilityQuery {
  organization: string;
  branch: string;
  date: string;
  partySize: number;
}

/** The free start times of one day for one party (GETs are retried by the client). */
export function loadAvailability(
  api: ApiAccess,
  query: AvailabilityQuery,
  signal?: AbortSignal,
): Promise<Loaded<ReservationAvailabilityResponse>> {
  return loadOrFailure(
    getReservationAvailability,
    {
      params: { organization: query.organization, branch: query.branch },
      query: { date: query.date, party_size: query.partySize },
    },
    { ...api, signal },
  );
}
