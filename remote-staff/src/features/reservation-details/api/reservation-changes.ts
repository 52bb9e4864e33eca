import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import {
  cancelStaffReservation,
  changeStaffReservationState,
  moveStaffReservation,
  updateStaffReservation,
} from '@booking/shared/contract/operations/staff-reservations';
import type {
  HostStep,
  StaffCancelReservationRequest,
  StaffUpdateReservationRequest,
} from '@booking/shared/contract/staff-reservations';

const at = (reservation: string) => ({ params: { reservation } });

export const stepReservation = (api: ApiAccess, reservation: string, state: HostStep) =>
  call(changeStaffReservationState, { ...at(reservation), body: { state } }, api);

export const cancelReservation = (api: ApiAccess, reservation: string, body: StaffCancelReservationRequest) =>
  call(cancelStaffReservation, { ...at(reservation), body }, api);

export const moveReservation = (api: ApiAccess, reservation: string, table: string) =>
  call(moveStaffReservation, { ...at(reservation), body: { table_id: table } }, api);

export const updateReservation = (api: ApiAccess, reservation: string, body: StaffUpdateReservationRequest) =>
  call(updateStaffReservation, { ...at(reservation), body }, api);
