import { type Bucket, type BucketRule, takeToken } from '../domain/rate-limit/take-token';

export type SignInLimitRules = {
  /** Failed attempts per client address. */
  perClient: BucketRule;
  /** Failed attempts per account (the email as typed, normalised), known or not. */
  perAccount: BucketRule;
};

/**
 * 10 attempts per address, then one a minute: a reception behind one address can mistype
 * a few times. 5 per account, then one every 3 minutes: guessing a password is hopeless.
 */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimitRules = {
  perClient: { capacity: 10, windowMs: 10 * 60_000 },
  perAccount: { capacity: 5, windowMs: 15 * 60_000 },
};

const MAX_TRACKED = 50_000;

/**
 * Token buckets for sign-in, checked before any hashing so a refused attempt costs no
 * scrypt. Per process, like the booking limits (decision 0022).
 */
export function createSignInLimits(rules: SignInLimitRules) {
  const buckets = new Map<string, Bucket>();
  const take = (key: string, rule: BucketRule, now: number) => {
    const taken = takeToken(buckets.get(key), rule, now);
    if (buckets.size >= MAX_TRACKED) {
      for (const [known, bucket] of buckets) if (now - bucket.updatedAt >= rule.windowMs) buckets.delete(known);
    }
    buckets.set(key, taken.bucket);
    return taken;
  };
  return {
    /** Takes one attempt for the client and the account; the wait in ms if either is used up. */
    admit(client: string, account: string, now: Date): { allowed: true } | { allowed: false; retryAfterMs: number } {
      const byClient = take(`client|${client}`, rules.perClient, now.getTime());
      if (!byClient.allowed) return { allowed: false, retryAfterMs: byClient.retryAfterMs };
      const byAccount = take(`account|${account}`, rules.perAccount, now.getTime());
      if (!byAccount.allowed) return { allowed: false, retryAfterMs: byAccount.retryAfterMs };
      return { allowed: true };
    },
    /**
     * Gives back the attempt of a sign-in that succeeded: only failures are limited, so a
     * reception signing in all day never meets the limit. Taken first and given back after,
     * parallel attempts cannot all pass on one remaining token.
     */
    refund(client: string, account: string) {
      for (const key of [`client|${client}`, `account|${account}`]) {
        const bucket = buckets.get(key);
        const rule = key.startsWith('client|') ? rules.perClient : rules.perAccount;
        if (bucket) buckets.set(key, { ...bucket, tokens: Math.min(rule.capacity, bucket.tokens + 1) });
      }
    },
  };
}
export type SignInLimits = ReturnType<typeof createSignInLimits>;
