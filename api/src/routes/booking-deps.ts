import type { Db } from '../db/db';
import type { AnswerSeal } from '../http/answer-seal';
import type { ClientKey } from '../http/client-key';
import type { MerchantLookup } from '../http/merchant-lookup';
import type { RateLimiter } from '../http/rate-limiter';
import type { PaymentProvider } from '../payments/payment-provider';

/** What the booking routes share: the database, the clock, and per-client limits. */
export type BookingDeps = {
  db: Db;
  /** The clock is a process boundary: tests move it to expire holds. */
  now: () => Date;
  limiter: RateLimiter;
  merchants: MerchantLookup;
  clientKey: ClientKey;
  /** The booking site's origin, for manage links in emails. */
  siteUrl: string;
  /** Refunds online payments of cancelled appointments. */
  provider: PaymentProvider;
  /** Seals the answers kept for replays (decision 0044). */
  seal: AnswerSeal;
};
