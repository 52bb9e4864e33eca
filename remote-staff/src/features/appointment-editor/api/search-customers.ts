import { call } from '@booking/shared/api-client/call';
import { listCustomers } from '@booking/shared/contract/operations/customers';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { withSession } from '../../../ui/dialog-data/dialog-data';
import { SEARCH_RESULT_LIMIT } from '../customer-search';

/**
 * The customers a search finds, for choosing one in the create dialog. Imported on demand:
 * the customer contract carries the phone library, which the dialog needs only once staff
 * search.
 */
export function searchCustomers(term: string, signal: AbortSignal) {
  return call(
    listCustomers,
    { query: { q: term, limit: SEARCH_RESULT_LIMIT } },
    { apiBase: getApiBase(), signal, ...withSession },
  );
}
