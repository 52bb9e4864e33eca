import { type Bucket, type BucketRule, takeToken } from '../domain/rate-limit/take-token';

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

const MAX_TRACKED = 50_000;

export function createAccountLimits(rules: AccountLimitRules) {
  const buckets = new Map<string, Bucket>();
  const take = (kind: AccountLimitKind, key: string, now: number) => {
    const id = `${kind}|${key}`;
    if (buckets.size >= MAX_TRACKED) buckets.clear();
    const taken = takeToken(buckets.get(id), rules[kind], now);
    buckets.set(id, taken.bucket);
    return taken;
  };
  return {
    /** One token of each named bucket; refused with the longest wait when any is empty. */
    take(now: Date, ...wanted: [AccountLimitKind, string][]) {
      const taken = wanted.map(([kind, key]) => take(kind, key, now.getTime()));
      const retryAfterMs = Math.max(0, ...taken.map((t) => (t.allowed ? 0 : t.retryAfterMs)));
      return { allowed: retryAfterMs === 0, retryAfterMs };
    },
  };
}
export type AccountLimits = ReturnType<typeof createAccountLimits>;
