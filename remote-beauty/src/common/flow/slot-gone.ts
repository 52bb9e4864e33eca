import type { ErrorCode } from '@booking/shared/errors/codes';

/**
 * The refusals that mean the chosen time is no longer the customer's (taken, closed, or its
 * hold expired): the booking and the reschedule go back to the time choice, which says so.
 */
export const SLOT_GONE_CODES = ['slot_taken', 'slot_unavailable', 'hold_not_found'] as const satisfies ErrorCode[];
