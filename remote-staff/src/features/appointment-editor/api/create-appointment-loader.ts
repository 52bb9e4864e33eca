import { findBranch } from '@booking/shared/api-client/find-branch';
import { type Loaded, loadOrFailure } from '@booking/shared/api-client/loaded';
import type { Employee } from '@booking/shared/contract/employees';
import { listEmployees, listServices } from '@booking/shared/contract/operations/merchant';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { Service } from '@booking/shared/contract/services';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { type CreateFormValues, prefillFrom } from '../domain/create-form';

export interface CreateAppointmentData {
  branch: string;
  zone: string;
  /** The branch's country: a customer search reads a national number in it, and phones are shown by it. */
  country: string;
  services: Service[];
  employees: Employee[];
  prefill: CreateFormValues;
}

/** What the create dialog offers: the branch's services and employees, and its zone. */
export async function createAppointmentLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<Loaded<CreateAppointmentData>> {
  const api = staffLoaderApi(context, request.signal);
  const branch = params.branch ?? '';
  const [session, branches] = await Promise.all([
    loadOrFailure(getStaffSession, {}, api),
    loadOrFailure(listStaffBranches, {}, api),
  ]);
  if (!session.ok) return session;
  if (!branches.ok) return branches;
  const found = findBranch(branches.data.results.branches, branch);
  const where = { params: { organization: session.data.results.staff.organization, branch } };
  const [services, employees] = await Promise.all([
    loadOrFailure(listServices, where, api),
    loadOrFailure(listEmployees, where, api),
  ]);
  if (!services.ok) return services;
  if (!employees.ok) return employees;
  const staff = employees.data.results.employees;
  return {
    ok: true,
    data: {
      branch,
      zone: found.timezone,
      country: found.country,
      services: services.data.results.services,
      employees: staff,
      prefill: prefillFrom(
        new URL(request.url).searchParams,
        params.date ?? '',
        found.timezone,
        staff.map((e) => e.id),
      ),
    },
  };
}
