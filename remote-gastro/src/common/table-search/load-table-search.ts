import { loaderApi } from '@booking/shared/api-client/api-access';
import type { LoadFailure } from '@booking/shared/api-client/loaded';
import { loaderConfiguration } from '@booking/shared/api-client/loader-context';
import type { Branch } from '@booking/shared/contract/branches';
import type { FreeTime } from '@booking/shared/contract/free-times';
import type { ReservationRules, ServicePeriod } from '@booking/shared/contract/reservation-availability';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { leadTimeWindow } from '@booking/shared/time/lead-time-window';
import { branchLoader } from '../branch/branch-loader';
import { closedDates, firstOpenDate } from './closed-dates';
import { loadAvailability } from './load-availability';
import { limitFromRefusal, startingPartySize } from './party-sizes';

export interface TableSearchData {
  branch: Branch;
  rules: ReservationRules;
  window: { first: string; last: string };
  partySize: number;
  date: string;
  /** The dates of the window the restaurant is closed on: not offered, and marked so. */
  closedDays: string[];
  /** The free times already fetched, when the first search was for the size shown. */
  initialSlots?: { date: string; partySize: number; times: FreeTime[]; periods?: ServicePeriod[] };
}

/**
 * What the details step and the reschedule page start from: the branch, the bookable days,
 * the branch's party limits and the free times of the first day shown. The limits come with
 * the free times, so the first search uses the earlier choice (or two) and, when the branch
 * does not take that size, searches again at the limit its refusal names.
 */
export async function loadTableSearch(
  args: LoaderFunctionArgs,
  earlier: { partySize: number | null; date: string | null },
): Promise<TableSearchData> {
  const organization = args.params.organization ?? '';
  const branch = await branchLoader(args);
  const customization = loaderConfiguration(args.context)?.reservations.customization;
  if (!customization) throw new Error('the reservation flow ran before the configuration was loaded');
  // The days a guest may pick, counted in the branch's zone by the function the API checks with.
  const { firstDate, lastDate } = leadTimeWindow(
    Date.now(),
    customization.min_booking_lead_time,
    customization.max_booking_lead_time,
    branch.timezone,
  );
  const window = { first: firstDate, last: lastDate };
  let date = earlier.date && earlier.date >= window.first && earlier.date <= window.last ? earlier.date : window.first;
  const api = loaderApi(args.context);
  const search = (partySize: number) =>
    loadAvailability(api, { organization, branch: branch.slug, date, partySize }, args.request.signal);
  let partySize = earlier.partySize ?? 2;
  let result = await search(partySize);
  if (!result.ok && result.error?.code === 'reservations_unavailable') {
    throw redirect(`/${organization}/unavailable`);
  }
  const limit = result.ok ? null : limitFromRefusal(result.error);
  if (limit !== null) {
    // Outside the branch's limits (a minimum party above two, or a size it no longer takes):
    // the refusal names the limit, so the one real search is for the size the step shows.
    partySize = limit;
    result = await search(partySize);
  }
  const failed = (failure: LoadFailure) =>
    new Error(`free times of ${organization}/${branch.slug} failed (${failure.error?.code ?? 'no coded answer'})`);
  if (!result.ok) throw failed(result);
  const { closed_dates, closed_weekdays } = result.data.results;
  const closedDays = closedDates(window.first, window.last, { dates: closed_dates, weekdays: closed_weekdays });
  // The restaurant is closed on the day shown first: start on the next day it opens instead.
  const open = firstOpenDate(date, window.last, closedDays);
  if (open !== null && open !== date) {
    date = open;
    result = await search(partySize);
    if (!result.ok) throw failed(result);
  }
  const { rules, times, service_periods: periods } = result.data.results;
  const fitting = startingPartySize(partySize, rules);
  const initialSlots = fitting === partySize ? { date, partySize, times, periods } : undefined;
  return { branch, rules, window, partySize: fitting, date, closedDays, initialSlots };
}
