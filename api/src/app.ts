import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { createDeviceCookies } from './auth/device-cookie';
import { createLinkSeal } from './auth/link-seal';
import { DEFAULT_PASSWORD_COST, type PasswordCost } from './auth/password';
import { newSecretKeysText, parseSecretKeys, type SecretKeys } from './auth/secret-keys';
import { createSignInLimits, DEFAULT_SIGN_IN_LIMITS, type SignInLimitRules } from './auth/sign-in-limits';
import { type CircuitBreakerOptions, createCircuitBreaker } from './db/circuit-breaker';
import { DatabaseUnavailable } from './db/database-outage';
import type { Db } from './db/db';
import { guardDb } from './db/guarded-db';
import { findPaymentStatusByCheckout } from './db/payment-repo';
import { type AccountLimitRules, createAccountLimits, DEFAULT_ACCOUNT_LIMITS } from './http/account-limits';
import { createAnswerSeal } from './http/answer-seal';
import { BODY_DEADLINE_MS, bodyDeadline } from './http/body-deadline';
import { type ClientKey, clientKeyFrom } from './http/client-key';
import { clientWentAway } from './http/client-went-away';
import { createConfigurationCache } from './http/configuration-cache';
import { errorResponse } from './http/error-response';
import { forgetAfterWrites } from './http/forget-after-writes';
import { limitBody } from './http/limit-body';
import { createMerchantLookup, MERCHANT_CACHE_MS } from './http/merchant-lookup';
import { createPublicLists } from './http/public-lists';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limiter';
import { responseHeaders } from './http/response-headers';
import { staffWriteGuard } from './http/staff-write-guard';
import { unavailable } from './http/unavailable';
import { createUploadRoutes } from './http/upload-routes';
import { createUploadLimits, DEFAULT_UPLOAD_LIMITS, type UploadLimitRules } from './images/upload-limits';
import { DEFAULT_MAX_BUCKETS } from './limits/bucket-store';
import { createWorkSlots } from './limits/work-slots';
import { createCalendarBus } from './live/calendar-bus';
import { createStreamSlots, DEFAULT_MAX_LIVE_STREAMS, type StreamLimits, streamLimits } from './live/stream-slots';
import { createSandboxProvider, SANDBOX_WEBHOOK_PATH } from './payments/sandbox-provider';
import { settleRefunds } from './payments/settle-refunds';
import { accountRoutes } from './routes/accounts';
import { appointmentRoutes } from './routes/appointments';
import { branchScheduleRoutes } from './routes/branch-schedule';
import { calendarFileRoutes } from './routes/calendar-files';
import { checkoutRoutes } from './routes/checkout';
import { configurationRoutes } from './routes/configurations';
import { customerRoutes } from './routes/customers';
import { employeeSettingsRoutes } from './routes/employee-settings';
import { healthRoutes } from './routes/health';
import { holdRoutes } from './routes/holds';
import { manageAppointmentRoutes } from './routes/manage-appointments';
import { manageReservationRoutes } from './routes/manage-reservations';
import { openApiRoutes } from './routes/openapi';
import { organizationRoutes } from './routes/organizations';
import { pageSettingsRoutes } from './routes/page-settings';
import { paymentRoutes } from './routes/payments';
import { reservationRoutes } from './routes/reservations';
import { sandboxPaymentRoutes } from './routes/sandbox-payments';
import { serviceSettingsRoutes } from './routes/service-settings';
import { settingsRoutes } from './routes/settings';
import { staffAbsenceRoutes } from './routes/staff-absences';
import { staffAppointmentChangeRoutes } from './routes/staff-appointment-changes';
import { staffAppointmentRoutes } from './routes/staff-appointments';
import { staffCalendarRoutes } from './routes/staff-calendar';
import { staffEventRoutes } from './routes/staff-events';
import { staffReservationChangeRoutes } from './routes/staff-reservation-changes';
import { staffReservationRoutes } from './routes/staff-reservations';
import { staffServiceDayRoutes } from './routes/staff-service-day';
import { staffSessionRoutes } from './routes/staff-session';
import { tableSettingsRoutes } from './routes/table-settings';
import { teamRoutes } from './routes/team';

export const MAX_BODY_BYTES = 64 * 1024;

/** Three outage errors in a row open the circuit; two seconds later one request probes (decision 0079). */
export const DATABASE_BREAKER: Omit<CircuitBreakerOptions, 'now'> = { failures: 3, openMs: 2000 };

export type AppDeps = {
  db: Db;
  /** Exact origins of the front ends; other origins get no CORS headers at all. */
  corsOrigins: readonly string[];
  /** The clock is a process boundary: tests move it to expire sessions. */
  now?: () => Date;
  /** Secure cookies need HTTPS, which http://localhost does not have. */
  secureCookies?: boolean;
  /** Per-client limits on holds and bookings. */
  limits?: RateLimits;
  /** Who a request comes from, for the limits (tests name their clients). */
  clientKey?: ClientKey;
  /**
   * The sandbox payment provider: its signing secret and where the API is reached. Without
   * one, a random secret for this app only: nothing outside it can sign its webhooks.
   */
  payments?: { secret: string; publicUrl: string };
  /** The booking site's origin, for manage links in emails. */
  siteUrl?: string;
  /** The scrypt cost staff passwords are hashed at (unknown emails are hashed at it too). */
  passwordCost?: PasswordCost;
  /** Staff sign-in attempts per client address and per account. */
  signInLimits?: SignInLimitRules;
  /** How many password hashes run at once and may wait (about one per core). */
  hashing?: { concurrent: number; queued: number };
  /**
   * Sign device cookies and seal stored answers (decision 0044). Without them, a random key
   * for this app only: what it signed means nothing to any other.
   */
  secretKeys?: SecretKeys;
  /** Open live calendar streams per staff session, per organization and per process (decisions 0043, 0078). */
  liveStreams?: StreamLimits;
  /** How long after its headers a request body may take to arrive (decision 0043). */
  bodyDeadlineMs?: number;
  /** Sign-ups, password-reset requests, address checks and followed links (decision 0055). */
  accountLimits?: AccountLimitRules;
  /**
   * How long a process reuses a merchant's settings and public configuration (a second);
   * tests lengthen it to show that a save, not the clock, makes the change show.
   */
  merchantCacheMs?: number;
  /**
   * How many buckets each limiter keeps before the least recently used goes (decision 0078);
   * tests make it small to show a flood of new keys in a few requests.
   */
  maxBuckets?: number;
  /** Uploads per organization, its image storage and the decode queue (decision 0078). */
  uploadLimits?: UploadLimitRules;
  /**
   * When requests stop waiting for an unreachable database and answer 503 (decision 0079).
   * Timed on its own monotonic clock: `now` is the business clock, which tests hold still.
   */
  databaseBreaker?: CircuitBreakerOptions;
};

export function createApp({
  db: unguarded,
  corsOrigins,
  now = () => new Date(),
  secureCookies = false,
  limits = DEFAULT_RATE_LIMITS,
  clientKey = clientKeyFrom({ trustProxy: false }),
  payments = { secret: randomBytes(32).toString('base64url'), publicUrl: 'http://localhost:4000' },
  siteUrl = 'http://localhost:3000',
  passwordCost = DEFAULT_PASSWORD_COST,
  signInLimits = DEFAULT_SIGN_IN_LIMITS,
  hashing = { concurrent: 2, queued: 16 },
  secretKeys = parseSecretKeys(newSecretKeysText()),
  liveStreams = streamLimits(DEFAULT_MAX_LIVE_STREAMS),
  bodyDeadlineMs = BODY_DEADLINE_MS,
  accountLimits = DEFAULT_ACCOUNT_LIMITS,
  merchantCacheMs = MERCHANT_CACHE_MS,
  maxBuckets = DEFAULT_MAX_BUCKETS,
  uploadLimits = DEFAULT_UPLOAD_LIMITS,
  databaseBreaker = { ...DATABASE_BREAKER, now: () => performance.now() },
}: AppDeps) {
  // Every route and loop of the app reads through the breaker, on PGlite as on PostgreSQL.
  const db = guardDb(unguarded, createCircuitBreaker(databaseBreaker));
  const app = new Hono();
  const allowed = new Set(corsOrigins);
  // Credentials: the staff session cookie rides on cross-origin calls from the staff remote.
  // Retry-After (429, 503) and Idempotent-Replayed are not CORS-safelisted: expose them.
  const corsForAllowed = cors({
    origin: [...allowed],
    credentials: true,
    maxAge: 600,
    exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
  });

  // First, so that every answer has them, the CORS preflight and the errors included.
  app.use(responseHeaders);
  app.use(async (c, next) => {
    if (allowed.has(c.req.header('origin') ?? '')) return corsForAllowed(c, next);
    await next();
    // The finished response's own headers, not c.header(): see http/private-response.ts.
    c.res.headers.append('Vary', 'Origin');
  });

  const uploads = createUploadRoutes();
  app.use(bodyDeadline(bodyDeadlineMs, uploads));
  // Bodies are small JSON documents; a bound keeps a huge one from being buffered at all.
  // An upload has its own, larger bound on its route (routes/page-settings.ts).
  const jsonLimit = limitBody(MAX_BODY_BYTES, (c) =>
    errorResponse(c, {
      code: 'invalid_input',
      fields: { body: [{ code: 'too_long', params: { max: MAX_BODY_BYTES } }] },
    }),
  );
  app.use((c, next) => (uploads.isUpload(c.req.method, c.req.path) ? next() : jsonLimit(c, next)));

  // On the whole scope (`/*` matches `/v0/staff` itself too), so every staff route,
  // present and future, is covered.
  app.use('/v0/staff/*', staffWriteGuard(allowed, uploads.isUpload));

  const merchants = createMerchantLookup(db, merchantCacheMs);
  const configurations = createConfigurationCache(db, payments.publicUrl, merchantCacheMs);
  const lists = createPublicLists(db, merchantCacheMs);
  // Every successful staff write (a save in the settings, a confirmed sign-up, but also a
  // calendar move) forgets what this process keeps about merchants, so the next request here
  // shows it: see http/forget-after-writes.ts for why all of them. Writes outside /v0/staff
  // (bookings, payments) change no merchant's settings, branches or services.
  app.use(
    '/v0/staff/*',
    forgetAfterWrites(() => {
      merchants.forget();
      configurations.forget();
      lists.forget();
    }),
  );

  app.route('/', healthRoutes(db));
  app.route('/', configurationRoutes(configurations));
  app.route('/', organizationRoutes(lists));
  const guards = {
    limits: createSignInLimits(signInLimits, maxBuckets),
    slots: createWorkSlots(hashing),
    devices: createDeviceCookies(secretKeys),
    passwordCost,
  };
  app.route('/', staffSessionRoutes({ db, now, secureCookies, clientKey, guards }));
  const seal = createLinkSeal(secretKeys);
  const accountLimiter = createAccountLimits(accountLimits, maxBuckets);
  app.route('/', accountRoutes({ db, now, clientKey, limits: accountLimiter, seal, siteUrl, passwordCost }));
  app.route('/', teamRoutes({ db, now, seal, siteUrl, limits: accountLimiter }));
  app.route(
    '/',
    pageSettingsRoutes({
      db,
      now,
      apiBase: payments.publicUrl,
      uploads: createUploadLimits(uploadLimits, maxBuckets),
    }),
  );
  app.route('/', serviceSettingsRoutes({ db, now }));
  app.route('/', tableSettingsRoutes({ db, now }));

  // The sandbox delivers its webhooks through this app's own HTTP stack, signed, as a
  // provider's servers would over the network.
  const provider = createSandboxProvider({
    ...payments,
    deliver: async (body, headers) => app.request(SANDBOX_WEBHOOK_PATH, { method: 'POST', headers, body }),
  });
  const booking = {
    db,
    now,
    limiter: createRateLimiter(limits, maxBuckets),
    clientKey,
    merchants,
    siteUrl,
    provider,
    seal: createAnswerSeal(secretKeys),
  };
  app.route('/', openApiRoutes({ serverUrl: payments.publicUrl }));
  app.route('/', branchScheduleRoutes(booking, payments.publicUrl));
  app.route('/', holdRoutes(booking));
  app.route('/', appointmentRoutes(booking));
  app.route('/', manageAppointmentRoutes(booking));
  app.route('/', reservationRoutes(booking));
  app.route('/', manageReservationRoutes(booking));
  app.route('/', calendarFileRoutes(booking));
  app.route('/', staffAppointmentRoutes({ db, now, provider }));
  app.route('/', employeeSettingsRoutes({ db, now, provider, apiBase: payments.publicUrl }));
  app.route('/', staffAppointmentChangeRoutes({ db, now }));
  app.route('/', staffCalendarRoutes({ db, now }));
  app.route('/', staffAbsenceRoutes({ db, now }));
  app.route('/', staffReservationRoutes({ db, now, siteUrl }));
  app.route('/', staffReservationChangeRoutes({ db, now }));
  app.route('/', staffServiceDayRoutes({ db, now }));
  app.route('/', staffEventRoutes({ db, now, bus: createCalendarBus(db), slots: createStreamSlots(liveStreams) }));
  app.route('/', customerRoutes({ db, now }));
  app.route('/', settingsRoutes({ db, now, provider }));
  app.route('/', checkoutRoutes({ db, now }));

  const payment = paymentRoutes({ db, now, merchants: booking.merchants, provider, siteUrl });
  app.route('/', payment.manage);
  app.route('/', payment.webhooks);
  // The sandbox's page waits for its webhook to be applied in this process, so it can then
  // say what was recorded (taken, or refunded because the booking could no longer take it).
  const recordedStatus = (checkoutId: string) => findPaymentStatusByCheckout(db, provider.name, checkoutId);
  app.route('/', sandboxPaymentRoutes({ provider, now, recordedStatus }));

  app.notFound((c) => errorResponse(c, { code: 'not_found' }));

  // The one edge for unexpected failures: full context to the log, nothing to the client.
  app.onError((error, c) => {
    // Request bodies are read in http/read-input.ts; this catches any other reader's malformed body.
    if (error instanceof HTTPException && error.status === 400) {
      return errorResponse(c, { code: 'invalid_input', fields: { body: [{ code: 'invalid_json' }] } });
    }
    // Nobody is left to answer, and nothing went wrong here: not worth a line in the log.
    if (clientWentAway(c)) return errorResponse(c, { code: 'invalid_input' });
    // The outage is logged once, where the circuit opens (db/guarded-db.ts).
    if (error instanceof DatabaseUnavailable) return unavailable(c, error.retryAfterMs);
    console.error('Unhandled error', { method: c.req.method, path: c.req.path, error });
    return errorResponse(c, { code: 'internal' });
  });

  // The refunds left pending (provider down, process died), for the loop in main.ts.
  return Object.assign(app, { settleDueRefunds: () => settleRefunds(db, provider, now()) });
}
