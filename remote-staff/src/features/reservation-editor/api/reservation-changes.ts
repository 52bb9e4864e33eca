import { createStaffReservation, seatWalkIn } from '@booking/shared/contract/operations/staff-reservations';
import type { StaffCreateReservationRequest, StaffWalkInRequest } from '@booking/shared/contract/staff-reservations';
import { staffCall } from '../../../common/staff-page/staff-load';

/** A reservation taken on the phone. */
export const createReservation = (branch: string, body: StaffCreateReservationRequest) =>
  staffCall(createStaffReservation, { params: { branch }, body });

/** A party seated now. */
export const seatWalkInNow = (branch: string, body: StaffWalkInRequest) =>
  staffCall(seatWalkIn, { params: { branch }, body });
