import { type Loaded, loadOrFailure } from '@booking/shared/api-client/loaded';
import { listAppointmentsToHandle } from '@booking/shared/contract/operations/staff-absences';
import type { AppointmentToHandle } from '@booking/shared/contract/staff-absences';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

export interface AppointmentsToHandleData {
  branch: string;
  appointments: AppointmentToHandle[];
}

/** The branch's appointments that lie in an absence of their employee, read again after every change. */
export async function appointmentsToHandleLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<Loaded<AppointmentsToHandleData>> {
  const branch = params.branch ?? '';
  const result = await loadOrFailure(
    listAppointmentsToHandle,
    { params: { branch } },
    staffLoaderApi(context, request.signal),
  );
  if (!result.ok) return result;
  return { ok: true, data: { branch, appointments: result.data.results.appointments } };
}
