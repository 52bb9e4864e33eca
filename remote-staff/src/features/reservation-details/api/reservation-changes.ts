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
import { staffCall } from '../../../common/staff-page/staff-load';

const at = (reservation: string) => ({ params: { reservation } });

export const stepReservation = (reservation: string, state: HostStep) =>
  staffCall(changeStaffReservationState, { ...at(reservation), body: { state } });

export const cancelReservation = (reservation: string, body: StaffCancelReservationRequest) =>
  staffCall(cancelStaffReservation, { ...at(reservation), body });

export const moveReservation = (reservation: string, table: string) =>
  staffCall(moveStaffReservation, { ...at(reservation), body: { table_id: table } });

export const updateReservation = (reservation: string, body: StaffUpdateReservationRequest) =>
  staffCall(updateStaffReservation, { ...at(reservation), body });
