import { describe, expect, it } from '@rstest/core';
import { readEnv } from './read-env';

describe('readEnv', () => {
  it('defaults to port 4000, PGlite under the repo and the four local front ends', () => {
    const env = readEnv({});
    expect(env.port).toBe(4000);
    expect(env.databaseUrl).toBeNull();
    expect(env.dataDir).toMatch(/\/\.data\/pglite$/);
    expect(env.corsOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
    ]);
    expect(env.secureCookies).toBe(false);
    expect(env).toMatchObject({ trustProxy: false, poolSize: 4 });
    // Sized for a carrier's address shared by many customers (decision 0045).
    expect(env).toMatchObject({ rateLimitPerMinute: 300, contactRateLimitPerMinute: 10, maxLiveHoldsPerBranch: 100 });
    expect(env.publicUrl).toBe('http://localhost:4000');
    expect(env.smsDir).toMatch(/\/\.data\/sms$/);
    expect(env.outboxRetentionDays).toBe(30);
    expect(env).toMatchObject({ outboxSender: 'inline', outboxIntervalMs: 5000 });
    // No secret written in the source: main.ts keeps a random one in the data folder.
    expect(env.paymentSandboxSecret).toBeNull();
    expect(env).toMatchObject({ secretKeys: null, maxLiveStreams: 1000 });
  });

  it('reads every setting from the environment', () => {
    const env = readEnv({
      PORT: '4100',
      DATABASE_URL: 'postgres://u@localhost/db',
      DATA_DIR: '/tmp/x',
      CORS_ORIGINS: ' https://a.example , https://b.example,',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '600',
      CONTACT_RATE_LIMIT_PER_MINUTE: '20',
      MAX_LIVE_HOLDS_PER_BRANCH: '40',
      DATABASE_POOL_SIZE: '8',
      PAYMENT_SANDBOX_SECRET: 'local-secret',
      SECRET_KEYS: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      MAX_LIVE_STREAMS: '50',
      PUBLIC_API_URL: 'https://api.example/',
      BOOKING_SITE_URL: 'https://book.example/',
      SMTP_URL: 'smtp://mail.example:25',
      MAIL_DIR: '/tmp/mail',
      MAIL_FROM: 'Bookings <b@example.com>',
      SMS_DIR: '/tmp/sms',
      OUTBOX_RETENTION_DAYS: '90',
      OUTBOX_SENDER: 'off',
      OUTBOX_INTERVAL_MS: '250',
      PASSWORD_HASHING: 'test',
      BOOKING_ENVIRONMENT: 'e2e',
    });
    expect(env).toEqual({
      port: 4100,
      databaseUrl: 'postgres://u@localhost/db',
      dataDir: '/tmp/x',
      poolSize: 8,
      corsOrigins: ['https://a.example', 'https://b.example'],
      secureCookies: true,
      trustProxy: true,
      rateLimitPerMinute: 600,
      paymentSandboxSecret: 'local-secret',
      secretKeys: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      maxLiveStreams: 50,
      publicUrl: 'https://api.example',
      siteUrl: 'https://book.example',
      mail: { smtpUrl: 'smtp://mail.example:25', mailDir: '/tmp/mail', from: 'Bookings <b@example.com>' },
      contactRateLimitPerMinute: 20,
      maxLiveHoldsPerBranch: 40,
      smsDir: '/tmp/sms',
      outboxRetentionDays: 90,
      outboxSender: 'off',
      outboxIntervalMs: 250,
      testPasswordHashing: true,
      now: expect.any(Function),
    });
  });

  it('refuses a port that is not one', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow('PORT');
  });

  it('refuses a rate limit that is not a positive integer', () => {
    expect(() => readEnv({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow('RATE_LIMIT_PER_MINUTE');
    expect(() => readEnv({ CONTACT_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow('CONTACT_RATE_LIMIT_PER_MINUTE');
    expect(() => readEnv({ MAX_LIVE_HOLDS_PER_BRANCH: 'many' })).toThrow('MAX_LIVE_HOLDS_PER_BRANCH');
  });

  it('refuses an outbox retention that is not a whole number of days', () => {
    expect(() => readEnv({ OUTBOX_RETENTION_DAYS: '0.5' })).toThrow('OUTBOX_RETENTION_DAYS');
  });

  it('refuses an outbox sender it does not know, and a separate one without PostgreSQL', () => {
    expect(() => readEnv({ OUTBOX_SENDER: 'elsewhere' })).toThrow('OUTBOX_SENDER must be inline or off');
    expect(() => readEnv({ OUTBOX_SENDER: 'off' })).toThrow('needs DATABASE_URL');
  });

  it('hashes demo passwords at the test cost only when asked to, and only in the e2e environment', () => {
    expect(readEnv({}).testPasswordHashing).toBe(false);
    expect(readEnv({ PASSWORD_HASHING: 'test', BOOKING_ENVIRONMENT: 'e2e' }).testPasswordHashing).toBe(true);
    expect(() => readEnv({ PASSWORD_HASHING: 'test' })).toThrow(/only allowed with BOOKING_ENVIRONMENT=e2e/);
    expect(() => readEnv({ PASSWORD_HASHING: 'test', BOOKING_ENVIRONMENT: 'production' })).toThrow();
    expect(() => readEnv({ PASSWORD_HASHING: 'cheap', BOOKING_ENVIRONMENT: 'e2e' })).toThrow(/must be test or unset/);
  });

  it('runs on the real clock unless BOOKING_CLOCK_START sets a running one, never in production', () => {
    const before = Date.now();
    const real = readEnv({}).now().getTime();
    expect(real).toBeGreaterThanOrEqual(before);
    expect(real).toBeLessThanOrEqual(Date.now());
    const started = readEnv({
      BOOKING_CLOCK_START: '2026-11-28T23:30:00+01:00',
      BOOKING_CLOCK_STARTED_AT: String(Date.now()),
    }).now();
    // A Saturday evening in Berlin, a few milliseconds on at most.
    expect(started.getTime() - Date.parse('2026-11-28T22:30:00Z')).toBeGreaterThanOrEqual(0);
    expect(started.getTime() - Date.parse('2026-11-28T22:30:00Z')).toBeLessThan(5_000);
    expect(() => readEnv({ BOOKING_CLOCK_START: '2026-11-28 23:30' })).toThrow(/BOOKING_CLOCK_START must be/);
    expect(() =>
      readEnv({
        BOOKING_CLOCK_START: '2026-11-28T23:30:00+01:00',
        BOOKING_ENVIRONMENT: 'production',
        PAYMENT_SANDBOX_SECRET: 's3cret',
      }),
    ).toThrow(/production runs on the real clock/);
  });

  it('refuses to start in production without a configured sandbox secret', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow('PAYMENT_SANDBOX_SECRET must be set in production');
    expect(() => readEnv({ BOOKING_ENVIRONMENT: 'production' })).toThrow('PAYMENT_SANDBOX_SECRET');
    expect(readEnv({ NODE_ENV: 'production', PAYMENT_SANDBOX_SECRET: 's3cret' }).paymentSandboxSecret).toBe('s3cret');
  });
});
