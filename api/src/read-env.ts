import { fileURLToPath } from 'node:url';
import { clockFromEnv } from '@booking/shared/time/clock-from-env';
import type { DbLocation } from './db/open-db';
import { DEFAULT_POOL_SIZE } from './db/postgres-db';
import { DEFAULT_RATE_LIMITS } from './http/rate-limiter';
import { DEFAULT_MAX_LIVE_STREAMS } from './live/stream-slots';
import type { MailSettings } from './messages/mail-transport';
import { OUTBOX_INTERVAL_MS } from './messages/outbox-loop';
import { DEFAULT_OUTBOX_RETENTION_DAYS } from './messages/outbox-sender';

export type ApiEnv = DbLocation & {
  port: number;
  corsOrigins: string[];
  secureCookies: boolean;
  /** Behind a reverse proxy: rate limits key on X-Forwarded-For instead of the peer. */
  trustProxy: boolean;
  /** Holds, and bookings, per network address and minute (a burst of this many, then evenly). */
  rateLimitPerMinute: number;
  /** Bookings per email and per phone and minute. */
  contactRateLimitPerMinute: number;
  /** Live holds not yet booked that one branch keeps; past it, visitors book without one. */
  maxLiveHoldsPerBranch: number;
  /**
   * Signs the sandbox payment provider's checkouts and webhooks. Null: none configured, so
   * `main.ts` keeps a random one in the data folder (`payments/sandbox-secret.ts`).
   */
  paymentSandboxSecret: string | null;
  /**
   * `id:key,...`: signs device cookies and seals stored answers (decision 0044). Null: none
   * configured, so `main.ts` keeps a random one in the data folder (PGlite only).
   */
  secretKeys: string | null;
  /** Live calendar streams this process holds open at most (decision 0043). */
  maxLiveStreams: number;
  /** Where the API is reached from a browser (the hosted payment page's URL). */
  publicUrl: string;
  /** The booking site's origin, for manage links in emails. */
  siteUrl: string;
  mail: MailSettings;
  /** Where the file SMS transport writes. */
  smsDir: string;
  /** Sent, dropped and failed outbox rows are deleted this many days after they finished. */
  outboxRetentionDays: number;
  /**
   * `inline`: this process sends the outbox; `off`: `src/send-outbox.ts` runs as a process
   * of its own (PostgreSQL only: nobody else can open a PGlite folder).
   */
  outboxSender: 'inline' | 'off';
  /** How often the sender looks for due messages. */
  outboxIntervalMs: number;
  /** Demo staff passwords hashed at the tests' cheap cost (PASSWORD_HASHING=test, e2e only). */
  testPasswordHashing: boolean;
  /**
   * "Now" for the requests, the seed and the outbox: the real clock, or the running clock that
   * BOOKING_CLOCK_START sets for the browser tests and demos (decision 0036).
   */
  now: () => Date;
};

const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
];
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
const DEFAULT_MAIL_DIR = fileURLToPath(new URL('../../.data/mail', import.meta.url));
const DEFAULT_SMS_DIR = fileURLToPath(new URL('../../.data/sms', import.meta.url));

/** Reads the process environment once, at startup; nothing else in the API reads env. */
export function readEnv(env: Record<string, string | undefined>): ApiEnv {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number: ${env.PORT}`);
  const rateLimitPerMinute = positiveInteger(
    'RATE_LIMIT_PER_MINUTE',
    env.RATE_LIMIT_PER_MINUTE,
    DEFAULT_RATE_LIMITS.holds.capacity,
  );
  const contactRateLimitPerMinute = positiveInteger(
    'CONTACT_RATE_LIMIT_PER_MINUTE',
    env.CONTACT_RATE_LIMIT_PER_MINUTE,
    DEFAULT_RATE_LIMITS.contacts.capacity,
  );
  const maxLiveHoldsPerBranch = positiveInteger(
    'MAX_LIVE_HOLDS_PER_BRANCH',
    env.MAX_LIVE_HOLDS_PER_BRANCH,
    DEFAULT_RATE_LIMITS.maxLiveHoldsPerBranch,
  );
  const outboxRetentionDays = positiveInteger(
    'OUTBOX_RETENTION_DAYS',
    env.OUTBOX_RETENTION_DAYS,
    DEFAULT_OUTBOX_RETENTION_DAYS,
  );
  const maxLiveStreams = positiveInteger('MAX_LIVE_STREAMS', env.MAX_LIVE_STREAMS, DEFAULT_MAX_LIVE_STREAMS);
  const poolSize = positiveInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE);
  const outboxIntervalMs = positiveInteger('OUTBOX_INTERVAL_MS', env.OUTBOX_INTERVAL_MS, OUTBOX_INTERVAL_MS);
  const outboxSender = env.OUTBOX_SENDER || 'inline';
  if (outboxSender !== 'inline' && outboxSender !== 'off') {
    throw new Error(`OUTBOX_SENDER must be inline or off: ${env.OUTBOX_SENDER}`);
  }
  if (outboxSender === 'off' && !env.DATABASE_URL) {
    throw new Error('OUTBOX_SENDER=off needs DATABASE_URL: no other process can open the PGlite folder to send');
  }
  const testPasswordHashing = env.PASSWORD_HASHING === 'test';
  if (env.PASSWORD_HASHING !== undefined && env.PASSWORD_HASHING !== '' && !testPasswordHashing) {
    throw new Error(`PASSWORD_HASHING must be test or unset: ${env.PASSWORD_HASHING}`);
  }
  // Cheap hashes are for the browser tests' throwaway database, never for a real deployment.
  if (testPasswordHashing && env.BOOKING_ENVIRONMENT !== 'e2e') {
    throw new Error('PASSWORD_HASHING=test is only allowed with BOOKING_ENVIRONMENT=e2e');
  }
  const production = env.NODE_ENV === 'production' || env.BOOKING_ENVIRONMENT === 'production';
  if (production && !env.PAYMENT_SANDBOX_SECRET) {
    // Each replica would make its own, and none would accept the others' webhooks.
    throw new Error('PAYMENT_SANDBOX_SECRET must be set in production (NODE_ENV or BOOKING_ENVIRONMENT)');
  }
  const clock = clockFromEnv(env);
  const origins = env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    poolSize,
    corsOrigins: origins?.length ? origins : DEFAULT_CORS_ORIGINS,
    // Behind HTTPS the session cookie must be Secure; on http://localhost it cannot be.
    secureCookies: env.COOKIE_SECURE === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimitPerMinute,
    contactRateLimitPerMinute,
    maxLiveHoldsPerBranch,
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET || null,
    secretKeys: env.SECRET_KEYS || null,
    maxLiveStreams,
    siteUrl: (env.BOOKING_SITE_URL || 'http://localhost:3000').replace(/\/$/, ''),
    mail: {
      smtpUrl: env.SMTP_URL || null,
      mailDir: env.MAIL_DIR || DEFAULT_MAIL_DIR,
      from: env.MAIL_FROM || 'Booking <no-reply@booking.localhost>',
    },
    smsDir: env.SMS_DIR || DEFAULT_SMS_DIR,
    outboxRetentionDays,
    outboxSender,
    outboxIntervalMs,
    testPasswordHashing,
    now: clock ? () => new Date(clock()) : () => new Date(),
    publicUrl: (env.PUBLIC_API_URL || `http://localhost:${port}`).replace(/\/$/, ''),
  };
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer: ${value}`);
  return number;
}
