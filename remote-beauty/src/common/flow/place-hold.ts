import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { type ApiError, call } from '@booking/shared/api-client/call';
import type { Hold } from '@booking/shared/contract/holds';
import { placeHold, releaseHold } from '@booking/shared/contract/operations/slots';

export interface SlotChoice {
  organization: string;
  branch: string;
  services: string[];
  /** An employee id, or null for the first available. */
  employeeId: string | null;
  start: string;
  /** The token of the visitor's hold at this branch, given up by the API for the new one. */
  replaces?: string | null;
}

/** What placing a hold came to: the hold, the slot gone, or a failure to show with a retry. */
export type HoldOutcome = { kind: 'held'; hold: Hold } | { kind: 'gone' } | { kind: 'failed'; error: ApiError | null };

/**
 * Holds a slot (POST holds); slot_taken and slot_unavailable both mean the time is gone. The
 * visitor's current hold goes in the same request, so it never blocks their next choice and
 * stays theirs when that is refused. A hold with a null token is the time checked but not
 * kept (the branch keeps as many holds as it allows): the visitor goes on and books without.
 */
export async function holdSlot(api: ApiAccess, choice: SlotChoice): Promise<HoldOutcome> {
  const result = await call(
    placeHold,
    {
      params: { organization: choice.organization, branch: choice.branch },
      body: {
        services: choice.services,
        employee_id: choice.employeeId,
        start: choice.start,
        ...(choice.replaces ? { replaces: choice.replaces } : {}),
      },
    },
    api,
  );
  if (result.ok) return { kind: 'held', hold: result.data.results.hold };
  const code = result.error?.code;
  if (code === 'slot_taken' || code === 'slot_unavailable') return { kind: 'gone' };
  return { kind: 'failed', error: result.error };
}

/**
 * Gives a hold back when the customer leaves the time (other services, another employee),
 * so the slot is free for others at once rather than when the hold runs out. Best effort: a failure only means the slot
 * stays blocked until it expires.
 */
export function letGo(api: ApiAccess, organization: string, token: string | null): void {
  if (token === null) return;
  void call(releaseHold, { params: { organization, token } }, api);
}
