import type { ErrorBody } from '@booking/shared/contract/error-body';
import type { ReservationRules } from '@booking/shared/contract/reservation-availability';

type Limits = Pick<ReservationRules, 'min_party_size' | 'max_party_size'>;

/** The party sizes a guest may reserve online at a branch, smallest first. */
export function partySizeOptions(limits: Limits): number[] {
  const { min_party_size: min, max_party_size: max } = limits;
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

/**
 * The party size to search with: the guest's earlier choice while the branch still accepts
 * it, otherwise two (a table for two is what most guests want), held inside the limits.
 */
export function startingPartySize(chosen: number | null, limits: Limits): number {
  const wanted = chosen ?? 2;
  return Math.min(Math.max(wanted, limits.min_party_size), limits.max_party_size);
}

/** A party bigger than the branch takes online: such a guest is asked to call. */
export function needsToCall(size: number, limits: Limits): boolean {
  return size > limits.max_party_size;
}

/**
 * The branch's limit a refused search names (`party_size` too_small {min} or too_big {max}):
 * the size to search with instead, so the first screen asks once more, for a size it shows.
 */
export function limitFromRefusal(error: ErrorBody['error'] | null): number | null {
  const issue = error?.fields?.party_size?.[0];
  const limit = issue?.code === 'too_small' ? issue.params?.min : issue?.code === 'too_big' ? issue.params?.max : null;
  return typeof limit === 'number' ? limit : null;
}
