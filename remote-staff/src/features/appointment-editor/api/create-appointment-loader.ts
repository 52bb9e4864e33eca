import { call } from '@booking/shared/api-client/call';
import type { Employee } from '@booking/shared/contract/employees';
import { listEmployees, listServices } from '@booking/shared/contract/operations/merchant';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { Service } from '@booking/shared/contract/services';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { type DialogData, failureOf, withSession } from '../../../common/dialog-data/dialog-data';
import { type CreateFormValues, prefillFrom } from '../create-form';

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
}: LoaderFunctionArgs): Promise<DialogData<CreateAppointmentData>> {
  const options = { apiBase: getApiBase(), signal: request.signal, ...withSession };
  const branch = params.branch ?? '';
  const [session, branches] = await Promise.all([
    call(getStaffSession, {}, options),
    call(listStaffBranches, {}, options),
  ]);
  if (!session.ok) return failureOf(session);
  if (!branches.ok) return failureOf(branches);
  const found = branches.data.results.branches.find((b) => b.slug === branch);
  if (!found) return { ok: false, error: { code: 'branch_not_found' } };
  const where = { params: { organization: session.data.results.staff.organization, branch } };
  const [services, employees] = await Promise.all([
    call(listServices, where, options),
    call(listEmployees, where, options),
  ]);
  if (!services.ok) return failureOf(services);
  if (!employees.ok) return failureOf(employees);
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
