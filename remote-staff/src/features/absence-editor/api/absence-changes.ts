import { call } from '@booking/shared/api-client/call';
import { createAbsence, deleteAbsence, updateAbsence } from '@booking/shared/contract/operations/staff-absences';
import type { StaffAbsenceRequest, StaffAbsenceUpdate } from '@booking/shared/contract/staff-absences';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { withSession } from '../../../common/dialog-data/dialog-data';

const options = () => ({ apiBase: getApiBase(), ...withSession });

export function addAbsence(branch: string, body: StaffAbsenceRequest) {
  return call(createAbsence, { params: { branch }, body }, options());
}

export function changeAbsence(branch: string, absence: string, body: StaffAbsenceUpdate) {
  return call(updateAbsence, { params: { branch, absence }, body }, options());
}

export function removeAbsence(branch: string, absence: string) {
  return call(deleteAbsence, { params: { branch, absence } }, options());
}
