import { createDraftStore } from '@booking/shared/flow/draft-store';
import type { PayAttempt } from '../domain/pay-attempt';

const stores = new Map<string, ReturnType<typeof create>>();

function create(appointment: string) {
  return createDraftStore<{ attempt: PayAttempt | null }>({
    key: `staff-checkout:${appointment}`,
    empty: () => ({ attempt: null }),
    version: 1,
  });
}

/**
 * The last payment attempt of an appointment, in session storage: a Retry after a reload
 * (the answer was lost, the tab crashed) still sends the same Idempotency-Key.
 */
export function payAttemptStore(appointment: string) {
  let store = stores.get(appointment);
  if (!store) {
    store = create(appointment);
    stores.set(appointment, store);
  }
  return store;
}
