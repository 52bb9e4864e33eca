import { call } from '@booking/shared/api-client/call';
import type { Employee } from '@booking/shared/contract/employees';
import { listEmployees } from '@booking/shared/contract/operations/merchant';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { configurationStore } from '@booking/shared/stores/configuration';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { guardStep } from '../../../common/flow/step-guard';

/**
 * The time step: without chosen services a deep link goes back to them. The team is read
 * only where the merchant lets customers choose; without it (or when the list fails) the
 * step still books the first available, so a failed list costs the choice, not the booking.
 */
export async function timeLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<{ employees: Employee[] } | Response> {
  const guard = guardStep(params, 'time');
  if (guard instanceof Response) return guard;
  const allowed = configurationStore.getState().configuration?.reservations.customization.allow_employee_selection;
  if (!allowed) return { employees: [] };
  const result = await call(
    listEmployees,
    { params: { organization: params.organization ?? '', branch: params.branch ?? '' } },
    { apiBase: getApiBase(), signal: request.signal },
  );
  return { employees: result.ok ? result.data.results.employees : [] };
}
