import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { listCustomers } from '@booking/shared/contract/operations/customers';
import { readablePhone } from '@booking/shared/ui/format/formatted-phone';
import { customerChoiceOf, SEARCH_RESULT_LIMIT } from '../domain/customer-search';

/**
 * The customers a search finds, as choices of the create dialog. Imported on demand:
 * the customer contract carries the phone library, which the dialog needs only once staff
 * search.
 */
export async function searchCustomers(api: ApiAccess, term: string, country: string, signal: AbortSignal) {
  const result = await call(
    listCustomers,
    { query: { q: term, country, limit: SEARCH_RESULT_LIMIT } },
    { ...api, signal },
  );
  if (!result.ok) return result;
  const { customers, total } = result.data.results;
  return {
    ok: true as const,
    total,
    // The phone as the receptionist reads it (030 1234567): it tells namesakes apart at a glance.
    choices: customers.map((c) => customerChoiceOf({ ...c, phone: c.phone && readablePhone(c.phone, country) })),
  };
}
