import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { createStaffReservation, seatWalkIn } from '@booking/shared/contract/operations/staff-reservations';
import type { StaffCreateReservationRequest, StaffWalkInRequest } from '@booking/shared/contract/staff-reservations';

/** A reservation taken on the phone. */
export const createReservation = (api: ApiAccess, branch: string, body: StaffCreateReservationRequest) =>
  call(createStaffReservation, { params: { branch }, body }, api);

/** A party seated now. */
export const seatWalkInNow = (api: ApiAccess, branch: string, body: StaffWalkInRequest) =>
  call(seatWalkIn, { params: { branch }, body }, api);
