import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { type Loaded, loadOrFailure } from '@booking/shared/api-client/loaded';
import { MAX_AVAILABILITY_DAYS } from '@booking/shared/contract/availability';
import type { FreeTime } from '@booking/shared/contract/free-times';
import { getAvailability } from '@booking/shared/contract/operations/slots';
import { windowChunks } from './slot-days';

export interface FreeTimesQuery {
  organization: string;
  branch: string;
  services: readonly string[];
  /** An employee id, or null for the first available. */
  employeeId: string | null;
  first: string;
  last: string;
}

export type FreeTimes = Loaded<{ times: FreeTime[]; timezone: string }>;

/**
 * Every free start time of the lead-time window, asked in ranges the API accepts (31 days
 * at most), in parallel; one failed range fails the whole, shown with a retry.
 */
export async function loadFreeTimes(api: ApiAccess, query: FreeTimesQuery, signal?: AbortSignal): Promise<FreeTimes> {
  const answers = await Promise.all(
    windowChunks(query.first, query.last, MAX_AVAILABILITY_DAYS).map((range) =>
      loadOrFailure(
        getAvailability,
        {
          params: { organization: query.organization, branch: query.branch },
          query: {
            services: query.services.join(','),
            ...(query.employeeId ? { employee: query.employeeId } : {}),
            from: range.from,
            to: range.to,
          },
        },
        { ...api, signal },
      ),
    ),
  );
  const times: FreeTime[] = [];
  let timezone = '';
  for (const answer of answers) {
    if (!answer.ok) return answer;
    timezone = answer.data.results.timezone;
    times.push(...answer.data.results.times);
  }
  return { ok: true, data: { times, timezone } };
}

/** Which query a list of free times answers: the time chooser reuses the loader's list only for its own. */
export function freeTimesKey(query: Omit<FreeTimesQuery, 'organization' | 'branch'>): string {
  return [query.services.join(','), query.employeeId ?? '', query.first, query.last].join('|');
}
