import type { ErrorCode } from '@booking/shared/errors/codes';

/**
 * The refusals that mean the chosen time is no longer free (taken meanwhile, or no longer
 * offered): reserving and rescheduling go back to the time choice with the message.
 */
export const TIME_GONE_CODES = ['slot_taken', 'slot_unavailable'] as const satisfies ErrorCode[];
