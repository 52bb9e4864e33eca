import type { BucketRule } from '../domain/rate-limit/take-token';
import { createBucketStore, DEFAULT_MAX_BUCKETS } from '../limits/bucket-store';

/**
 * What accounts limit, per process like every limit here: sign-ups, password-reset requests
 * and requests to send the confirmation again by address and by the email they name (so nobody's inbox is flooded), the
 * address check typed letter by letter, followed links by address, and invitations by
 * organization and by the owner who sends them.
 */
export type AccountLimitKind =
  | 'signUps'
  | 'resetRequests'
  | 'resendRequests'
  | 'perEmail'
  | 'availability'
  | 'links'
  | 'invitationsPerOrganization'
  | 'invitationsPerInviter';
export type AccountLimitRules = Record<AccountLimitKind, BucketRule>;

const MINUTE = 60_000;
export const DEFAULT_ACCOUNT_LIMITS: AccountLimitRules = {
  signUps: { capacity: 5, windowMs: 10 * MINUTE },
  resetRequests: { capacity: 10, windowMs: 10 * MINUTE },
  resendRequests: { capacity: 10, windowMs: 10 * MINUTE },
  // Three emails an hour to one address, whoever asks.
  perEmail: { capacity: 3, windowMs: 60 * MINUTE },
  // A burst as a name is typed (the address is suggested from it), then one a second.
  availability: { capacity: 60, windowMs: MINUTE },
  links: { capacity: 20, windowMs: 10 * MINUTE },
  // A team is invited in an afternoon; more is someone using invitations to send emails.
  invitationsPerOrganization: { capacity: 50, windowMs: 24 * 60 * MINUTE },
  invitationsPerInviter: { capacity: 20, windowMs: 60 * MINUTE },
};

/**
 * `maxBuckets` bounds the memory (decision 0078); tests make it small to show that a flood
 * of new keys never frees a bucket that is in use.
 */
export function createAccountLimits(rules: AccountLimitRules, maxBuckets: number = DEFAULT_MAX_BUCKETS) {
  const store = createBucketStore(maxBuckets);
  return {
    /**
     * One token of each named bucket, in the order given, stopping at the first empty one
     * (answered with its wait). Callers name the client's address first: a key such as an
     * email gets a bucket only once the address allowed the request, so one address cannot
     * create keys faster than its own rate, nor push others' buckets out of the store.
     */
    take(now: Date, ...wanted: [AccountLimitKind, string][]) {
      for (const [kind, key] of wanted) {
        const taken = store.take(`${kind}|${key}`, rules[kind], now.getTime());
        if (!taken.allowed) return { allowed: false, retryAfterMs: taken.retryAfterMs };
      }
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}
export type AccountLimits = ReturnType<typeof createAccountLimits>;
