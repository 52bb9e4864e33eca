import { findBranch } from '@booking/shared/api-client/find-branch';
import { type Loaded, loadOrFailure } from '@booking/shared/api-client/loaded';
import type { Employee } from '@booking/shared/contract/employees';
import { listEmployees } from '@booking/shared/contract/operations/merchant';
import { getStaffAppointment } from '@booking/shared/contract/operations/staff-appointments';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

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
  context,
}: LoaderFunctionArgs): Promise<Loaded<AppointmentDetailsData>> {
  const api = staffLoaderApi(context, request.signal);
  const [session, found, branches] = await Promise.all([
    loadOrFailure(getStaffSession, {}, api),
    loadOrFailure(getStaffAppointment, { params: { appointment: params.appointment ?? '' } }, api),
    loadOrFailure(listStaffBranches, {}, api),
  ]);
  if (!session.ok) return session;
  if (!found.ok) return found;
  if (!branches.ok) return branches;
  const { appointment } = found.data.results;
  const employees = await loadOrFailure(
    listEmployees,
    { params: { organization: session.data.results.staff.organization, branch: appointment.branch } },
    api,
  );
  if (!employees.ok) return employees;
  const { country } = findBranch(branches.data.results.branches, appointment.branch);
  return { ok: true, data: { appointment, employees: employees.data.results.employees, country } };
}
