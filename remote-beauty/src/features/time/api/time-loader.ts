import { type ApiAccess, loaderApi } from '@booking/shared/api-client/api-access';
import { loadOrFailure } from '@booking/shared/api-client/loaded';
import { browserOnlyPage, loaderConfiguration, loaderOnServer } from '@booking/shared/api-client/loader-context';
import type { Employee } from '@booking/shared/contract/employees';
import { listEmployees, listServices } from '@booking/shared/contract/operations/merchant';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { leadTimeWindow } from '@booking/shared/time/lead-time-window';
import { bookingDraftStore } from '../../../common/flow/booking-draft';
import { letGo } from '../../../common/flow/place-hold';
import { bookingStepPath } from '../../../common/flow/step-guard';
import {
  CHOICE_UNAVAILABLE,
  parseTimeChoice,
  sameTimeChoice,
  type TimeChoice,
} from '../../../common/flow/time-choice-url';
import { chosenEmployeeId } from '../../../common/time-choice/eligible-employees';
import { type FreeTimes, freeTimesKey, loadFreeTimes } from '../../../common/time-choice/load-free-times';
import { checkTimeChoice } from '../domain/check-time-choice';

export interface TimeStepData {
  employees: Employee[];
  /** The services and employee the URL asks for, checked against the branch. */
  choice: TimeChoice;
  /** The free times of the first query the step makes, so the step is drawn with them. */
  free: { key: string; times: FreeTimes };
}

/**
 * The time step, from the services and employee in its URL (`?services=a,b&employee=x`): the
 * URL is what the step shows, so a shared or reloaded link opens it and the server can draw
 * it. A choice the branch does not offer goes back to the services step with a message, the
 * visitor's draft untouched. The team is read only where the merchant lets customers choose;
 * without it (or when the list fails) the step books the first available.
 */
export async function timeLoader({ params, request, context }: LoaderFunctionArgs): Promise<TimeStepData | Response> {
  const organization = params.organization ?? '';
  const branch = params.branch ?? '';
  const choice = parseTimeChoice(new URL(request.url).searchParams);
  if (!choice) {
    // Only the tab's draft can say what a bare `book/time` was for (a bookmark, a link from
    // before the choice went into the URL): the server leaves it to the browser.
    if (loaderOnServer(context)) throw browserOnlyPage('a time step without its choice depends on the draft');
    const { draft } = bookingDraftStore(organization, branch).getState();
    return redirect(bookingStepPath(organization, branch, draft.services.length > 0 ? 'time' : 'services', draft));
  }
  const api = loaderApi(context);
  const customization = loaderConfiguration(context)?.reservations.customization;
  const allowed = customization?.allow_employee_selection ?? false;
  const path = { params: { organization, branch } };
  const [services, team] = await Promise.all([
    loadOrFailure(listServices, path, { ...api, signal: request.signal }),
    allowed ? loadOrFailure(listEmployees, path, { ...api, signal: request.signal }) : null,
  ]);
  const employees = team?.ok ? team.data.results.employees : [];
  const offer = {
    services: services.ok ? services.data.results.services : null,
    employees: team?.ok ? employees : null,
    max: customization?.max_services_per_appointment ?? Number.POSITIVE_INFINITY,
  };
  if (!checkTimeChoice(choice, offer)) {
    return redirect(`${bookingStepPath(organization, branch, 'services')}?${CHOICE_UNAVAILABLE}`);
  }
  if (!loaderOnServer(context)) adoptChoice(api, organization, branch, choice);
  const zone = loaderConfiguration(context)?.general.default_timezone ?? 'UTC';
  const bookable = customization
    ? leadTimeWindow(Date.now(), customization.min_booking_lead_time, customization.max_booking_lead_time, zone)
    : null;
  const query = {
    services: choice.services,
    employeeId: chosenEmployeeId(choice.employee, employees, choice.services, allowed),
    first: bookable?.firstDate ?? '',
    last: bookable?.lastDate ?? '',
  };
  const times: FreeTimes = bookable
    ? await loadFreeTimes(api, { organization, branch, ...query }, request.signal)
    : // Without the merchant's lead times there is no window to ask for: the chooser asks again on Retry.
      { ok: false, error: null, retryable: true };
  return { employees, choice, free: { key: freeTimesKey(query), times } };
}

/**
 * The URL is the source of truth: the tab's draft takes its choice, so the later steps book
 * it and the services step shows it on Back. A hold for other services or another person no
 * longer fits and is given back.
 */
function adoptChoice(api: ApiAccess, organization: string, branch: string, choice: TimeChoice): void {
  const store = bookingDraftStore(organization, branch);
  const { draft } = store.getState();
  if (sameTimeChoice(choice, { services: draft.services, employee: draft.employee })) return;
  if (draft.hold) letGo(api, organization, draft.hold.token);
  store.getState().update({ services: choice.services, employee: choice.employee, hold: null });
}
