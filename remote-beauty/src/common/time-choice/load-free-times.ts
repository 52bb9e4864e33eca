import { call } from '@booking/shared/api-client/call';
import { MAX_AVAILABILITY_DAYS } from '@booking/shared/contract/availability';
import { getAvailability } from '@booking/shared/contract/operations/slots';
import { getApiBase } from '@booking/shared/stores/runtime-env';
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

export type FreeTimes = { ok: true; starts: string[]; timezone: string } | { ok: false };

/**
 * Every free start time of the lead-time window, asked in ranges the API accepts (31 days
 * at most), in parallel; one failed range fails the whole, shown with a retry.
 */
export async function loadFreeTimes(
  query: FreeTimesQuery,
  signal?: AbortSignal,
  apiBase: string = getApiBase(),
): Promise<FreeTimes> {
  const answers = await Promise.all(
    windowChunks(query.first, query.last, MAX_AVAILABILITY_DAYS).map((range) =>
      call(
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
        { apiBase, signal },
      ),
    ),
  );
  const starts: string[] = [];
  let timezone = '';
  for (const answer of answers) {
    if (!answer.ok) return { ok: false };
    timezone = answer.data.results.timezone;
    starts.push(...answer.data.results.slots.map((slot) => slot.start));
  }
  return { ok: true, starts, timezone };
}

/** Which query a list of free times answers: the time chooser reuses the loader's list only for its own. */
export function freeTimesKey(query: Omit<FreeTimesQuery, 'organization' | 'branch'>): string {
  return [query.services.join(','), query.employeeId ?? '', query.first, query.last].join('|');
}
