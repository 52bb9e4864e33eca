import { call } from '@booking/shared/api-client/call';
import { listAppointmentsToHandle } from '@booking/shared/contract/operations/staff-absences';
import type { AppointmentToHandle } from '@booking/shared/contract/staff-absences';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { type DialogData, failureOf, withSession } from '../../../common/dialog-data/dialog-data';

export interface AppointmentsToHandleData {
  branch: string;
  appointments: AppointmentToHandle[];
}

/** The branch's appointments that lie in an absence of their employee, read again after every change. */
export async function appointmentsToHandleLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<DialogData<AppointmentsToHandleData>> {
  const branch = params.branch ?? '';
  const result = await call(
    listAppointmentsToHandle,
    { params: { branch } },
    { apiBase: getApiBase(), signal: request.signal, ...withSession },
  );
  if (!result.ok) return failureOf(result);
  return { ok: true, data: { branch, appointments: result.data.results.appointments } };
}
