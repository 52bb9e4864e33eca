import type { CodedError } from '@booking/shared/ui/error-text/error-text';
import { useEffect, useState } from 'react';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { type CustomerChoice, SEARCH_DEBOUNCE_MS, searchTermOf } from '../domain/customer-search';

export type CustomerSearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; choices: CustomerChoice[]; total: number }
  | { kind: 'failed'; error: CodedError | null };

/**
 * Searches the customers as staff type: after a pause in typing, the newest text only (an
 * older answer arriving late is dropped with its aborted request). `retry` sends it again.
 */
export function useCustomerSearch(text: string, country: string): { state: CustomerSearchState; retry: () => void } {
  const api = useStaffApi();
  const [state, setState] = useState<CustomerSearchState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const term = searchTermOf(text);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` changes only to run the same search again (Retry).
  useEffect(() => {
    if (term === null) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'searching' });
    const timer = setTimeout(async () => {
      const { searchCustomers } = await import('../api/search-customers');
      const result = await searchCustomers(api, term, country, controller.signal);
      if (controller.signal.aborted) return;
      if (result.ok) {
        setState({ kind: 'found', choices: result.choices, total: result.total });
      } else {
        setState({ kind: 'failed', error: 'network' in result ? null : (result.error ?? { code: 'internal' }) });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, term, country, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
