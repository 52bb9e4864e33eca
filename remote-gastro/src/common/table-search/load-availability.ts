import { type CallResult, call } from '@booking/shared/api-client/call';
import { getReservationAvailability } from '@booking/shared/contract/operations/reservation-availability';
import { getApiBase } from '@booking/shared/stores/runtime-env';

export interface AvailabilityQuery {
  organization: string;
  branch: string;
  date: string;
  partySize: number;
}

/**
 * The free start times of one day for one party (GETs are retried by the client). A loader
 * passes its request's API base; in the browser the shell's environment gives it.
 */
export function loadAvailability(
  query: AvailabilityQuery,
  signal?: AbortSignal,
  apiBase: string = getApiBase(),
): Promise<CallResult<typeof getReservationAvailability>> {
  return call(
    getReservationAvailability,
    {
      params: { organization: query.organization, branch: query.branch },
      query: { date: query.date, party_size: query.partySize },
    },
    { apiBase, signal },
  );
}
