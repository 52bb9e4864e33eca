import type { ErrorBody } from '@booking/shared/contract/error-body';
import type { ReservationRules } from '@booking/shared/contract/reservation-availability';

type Rules = Pick<ReservationRules, 'min_party_size' | 'max_party_size' | 'party_sizes'>;

/**
 * The party sizes a guest may reserve online at a branch, smallest first: those its online
 * tables and combinations seat. An API that does not name them (older, or a branch without a
 * single online table, which going live refuses) leaves every size within the limits.
 */
export function partySizeOptions(rules: Rules): number[] {
  if (rules.party_sizes && rules.party_sizes.length > 0) return [...rules.party_sizes].sort((a, b) => a - b);
  const { min_party_size: min, max_party_size: max } = rules;
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

/** The largest party offered online; above it a guest is asked to call. */
export function largestPartySize(rules: Rules): number {
  return partySizeOptions(rules).at(-1) ?? rules.max_party_size;
}

/**
 * The party size to search with: the guest's earlier choice while the branch still offers
 * it, otherwise two (a table for two is what most guests want), or else the nearest size
 * offered above it (the smaller one when none is above).
 */
export function startingPartySize(chosen: number | null, rules: Rules): number {
  const wanted = chosen ?? 2;
  const options = partySizeOptions(rules);
  if (options.length === 0 || options.includes(wanted)) return wanted;
  return options.find((size) => size > wanted) ?? options.at(-1) ?? wanted;
}

/** A party bigger than the branch seats online: such a guest is asked to call. */
export function needsToCall(size: number, rules: Rules): boolean {
  return size > largestPartySize(rules);
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
