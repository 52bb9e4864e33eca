import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { rescheduleReservation } from '@booking/shared/contract/operations/reservations';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { loadTableSearch } from '../../../common/table-search/load-table-search';
import { reservationLoader } from './reservation-loader';

/** The reservation and a table search opened on its party and day. */
export async function rescheduleLoader(args: LoaderFunctionArgs) {
  const { reservation, token } = await reservationLoader(args);
  const search = await loadTableSearch(args, {
    partySize: reservation.party_size,
    date: reservation.start.slice(0, 10),
  });
  return { reservation, token, search };
}

export function sendReschedule(api: ApiAccess, organization: string, token: string, start: string, partySize: number) {
  return call(rescheduleReservation, { params: { organization, token }, body: { start, party_size: partySize } }, api);
}
