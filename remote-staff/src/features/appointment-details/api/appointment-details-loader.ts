import { call } from '@booking/shared/api-client/call';
import type { Employee } from '@booking/shared/contract/employees';
import { listEmployees } from '@booking/shared/contract/operations/merchant';
import { getStaffAppointment } from '@booking/shared/contract/operations/staff-appointments';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { type DialogData, failureOf, withSession } from '../../../common/dialog-data/dialog-data';

export interface AppointmentDetailsData {
  appointment: StaffAppointment;
  /** Whom it can be moved to: the employees of its branch. */
  employees: Employee[];
  /** Its branch's country, which the customer's phone is read in. */
  country: string;
}

export async function appointmentDetailsLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<DialogData<AppointmentDetailsData>> {
  const options = { apiBase: getApiBase(), signal: request.signal, ...withSession };
  const [session, found, branches] = await Promise.all([
    call(getStaffSession, {}, options),
    call(getStaffAppointment, { params: { appointment: params.appointment ?? '' } }, options),
    call(listStaffBranches, {}, options),
  ]);
  if (!session.ok) return failureOf(session);
  if (!found.ok) return failureOf(found);
  if (!branches.ok) return failureOf(branches);
  const { appointment } = found.data.results;
  const employees = await call(
    listEmployees,
    { params: { organization: session.data.results.staff.organization, branch: appointment.branch } },
    options,
  );
  if (!employees.ok) return failureOf(employees);
  const country = branches.data.results.branches.find((b) => b.slug === appointment.branch)?.country ?? '';
  return { ok: true, data: { appointment, employees: employees.data.results.employees, country } };
}
