import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { createAbsence, deleteAbsence, updateAbsence } from '@booking/shared/contract/operations/staff-absences';
import type { StaffAbsenceRequest, StaffAbsenceUpdate } from '@booking/shared/contract/staff-absences';

export function addAbsence(api: ApiAccess, branch: string, body: StaffAbsenceRequest) {
  return call(createAbsence, { params: { branch }, body }, api);
}

export function changeAbsence(api: ApiAccess, branch: string, absence: string, body: StaffAbsenceUpdate) {
  return call(updateAbsence, { params: { branch, absence }, body }, api);
}

export function removeAbsence(api: ApiAccess, branch: string, absence: string) {
  return call(deleteAbsence, { params: { branch, absence } }, api);
}
