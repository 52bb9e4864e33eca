import { createApp } from './app';
import { createLinkSeal } from './auth/link-seal';
import { loadSecretKeys } from './auth/load-secret-keys';
import { TEST_PASSWORD_COST } from './auth/password';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seed } from './db/seed';
import { DEMO_MERCHANTS, demoMerchants } from './db/seed-data';
import { IMAGE_SWEEP_INTERVAL_MS, sweepOrphanImages } from './db/sweep-orphan-images';
import { clientKeyFrom } from './http/client-key';
import { sealStoredAnswers } from './http/seal-stored-answers';
import { serveApi } from './http/serve-api';
import { streamLimits } from './live/stream-slots';
import { outboxSenderFromEnv } from './messages/outbox-from-env';
import { startOutboxLoop } from './messages/outbox-loop';
import { loadOrCreateSandboxSecret } from './payments/sandbox-secret';
import { readEnv } from './read-env';

const env = readEnv(process.env);
const db = await openDb(env);
await migrate(db);
const created = await seed(
  db,
  demoMerchants(env.siteUrl),
  // Demo appointments and absences lie around today: the clock's today.
  env.now(),
  env.testPasswordHashing ? TEST_PASSWORD_COST : undefined,
);
// After opening the database: a fresh PGlite folder must be empty when it is created.
const sandboxSecret = env.paymentSandboxSecret ?? loadOrCreateSandboxSecret(env.dataDir);
const secretKeys = loadSecretKeys(env);
// Answers stored before they were sealed (decision 0044): sealed now, once.
await sealStoredAnswers(db, secretKeys);

const perMinute = (capacity: number) => ({ capacity, windowMs: 60_000 });
const app = createApp({
  db,
  now: env.now,
  corsOrigins: env.corsOrigins,
  secureCookies: env.secureCookies,
  limits: {
    holds: perMinute(env.rateLimitPerMinute),
    bookings: perMinute(env.rateLimitPerMinute),
    contacts: perMinute(env.contactRateLimitPerMinute),
    maxLiveHoldsPerBranch: env.maxLiveHoldsPerBranch,
  },
  clientKey: clientKeyFrom({ trustProxy: env.trustProxy }),
  payments: { secret: sandboxSecret, publicUrl: env.publicUrl },
  siteUrl: env.siteUrl,
  secretKeys,
  liveStreams: streamLimits(env.maxLiveStreams),
  // The cost unknown emails are hashed at: that of the seeded staff, so timing tells nothing.
  ...(env.testPasswordHashing ? { passwordCost: TEST_PASSWORD_COST } : {}),
});

// By default every replica also sends (and prunes) the outbox: claims and leases keep them
// from sending twice. With OUTBOX_SENDER=off, `src/send-outbox.ts` does it in a process of
// its own, so building emails never takes the event loop from requests (decision 0017).
const outbox =
  env.outboxSender === 'inline'
    ? startOutboxLoop(outboxSenderFromEnv(db, env, createLinkSeal(secretKeys)).tick, env.outboxIntervalMs)
    : null;
// Refunds recorded with a cancellation are asked for right after it commits; this loop asks
// again for those that failed or were left by a process that died (settle-refunds.ts).
const refunds = startOutboxLoop(async () => {
  await app.settleDueRefunds();
}, env.outboxIntervalMs);
// Uploads nobody saved (or since replaced) go after a day (decision 0069); each replica
// sweeps, and a sweep that finds the work done deletes nothing.
const images = startOutboxLoop(async () => {
  await sweepOrphanImages(db, env.now());
}, IMAGE_SWEEP_INTERVAL_MS);
const server = serveApi({ fetch: app.fetch, port: env.port }, (info) => {
  const staff = DEMO_MERCHANTS[0]?.staff;
  const store = env.databaseUrl ? 'PostgreSQL' : `PGlite in ${env.dataDir}`;
  const seeded = created.length ? `seeded ${created.join(', ')}` : 'demo data kept';
  console.info(
    `Booking API on http://localhost:${info.port} (${store}, ${seeded}); staff demo login ${staff?.email} / ${staff?.password}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: closing the server and the database`);
  // Stop accepting, let requests in flight finish, then close the database they use.
  const outboxStopped = Promise.all([outbox?.stop(), refunds.stop(), images.stop()]);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await outboxStopped;
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
