import type { BucketRule } from '../domain/rate-limit/take-token';
import { createBucketStore, DEFAULT_MAX_BUCKETS } from '../limits/bucket-store';

export type SignInLimitRules = {
  /** Failed anonymous attempts per client address. */
  perClient: BucketRule;
  /** Failed anonymous attempts per account (the email as typed, normalised), known or not. */
  perAccount: BucketRule;
  /** Failed attempts per device cookie valid for the account (decision 0042). */
  perDevice: BucketRule;
};

/**
 * 10 attempts per address, then one a minute: a reception behind one address can mistype
 * a few times. 5 per account, then one every 3 minutes: guessing a password is hopeless.
 * A known device has 5 of its own, then one every 3 minutes, before it counts as anonymous.
 */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimitRules = {
  perClient: { capacity: 10, windowMs: 10 * 60_000 },
  perAccount: { capacity: 5, windowMs: 15 * 60_000 },
  perDevice: { capacity: 5, windowMs: 15 * 60_000 },
};

/** Who an attempt comes from: its address, the account it names, and its device if the cookie is valid for that account. */
export type SignInAttemptOrigin = { client: string; account: string; device: string | null };
/** An admitted attempt: `refund` gives its tokens back once it succeeded. */
export type Admission = { allowed: true; refund: () => void } | { allowed: false; retryAfterMs: number };

/**
 * Token buckets for sign-in, checked before any hashing so a refused attempt costs no
 * scrypt. An attempt from a device known to the account (decision 0042) takes from that
 * device's bucket only, so anonymous guesses that use up the account's bucket do not keep
 * its owner out; a device that has used up its own bucket is anonymous again. Anonymous
 * attempts take from the address's and the account's buckets, the account's only once the
 * address allowed the attempt. Per process, like the booking limits, and bounded in memory
 * like them (decision 0078).
 */
export function createSignInLimits(rules: SignInLimitRules, maxBuckets: number = DEFAULT_MAX_BUCKETS) {
  const store = createBucketStore(maxBuckets);
  /**
   * Gives back the attempt of a sign-in that succeeded: only failures are limited, so a
   * reception signing in all day never meets the limit. Taken first and given back after,
   * parallel attempts cannot all pass on one remaining token.
   */
  const refund = (taken: readonly [string, BucketRule][]) => () => {
    for (const [key, rule] of taken) store.giveBack(key, rule);
  };
  return {
    /** Takes one attempt from the device's bucket, or from the address's and the account's. */
    admit({ client, account, device }: SignInAttemptOrigin, now: Date): Admission {
      const at = now.getTime();
      if (device) {
        const key = `device|${device}`;
        if (store.take(key, rules.perDevice, at).allowed)
          return { allowed: true, refund: refund([[key, rules.perDevice]]) };
      }
      const byClient = store.take(`client|${client}`, rules.perClient, at);
      if (!byClient.allowed) return { allowed: false, retryAfterMs: byClient.retryAfterMs };
      const byAccount = store.take(`account|${account}`, rules.perAccount, at);
      if (!byAccount.allowed) return { allowed: false, retryAfterMs: byAccount.retryAfterMs };
      return {
        allowed: true,
        refund: refund([
          [`client|${client}`, rules.perClient],
          [`account|${account}`, rules.perAccount],
        ]),
      };
    },
  };
}
export type SignInLimits = ReturnType<typeof createSignInLimits>;
