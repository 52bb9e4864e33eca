import { serve } from '@hono/node-server';
import { createApp } from './app';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seed } from './db/seed';
import { DEMO_MERCHANTS } from './db/seed-data';
import { clientKeyFrom } from './http/client-key';
import { createMailTransport } from './messages/mail-transport';
import { createOutboxSender } from './messages/outbox-sender';
import { createFileSmsTransport } from './messages/sms-transport';
import { readEnv } from './read-env';

const OUTBOX_INTERVAL_MS = 5_000;

const env = readEnv(process.env);
const db = await openDb(env);
await migrate(db);
const created = await seed(db);

const perMinute = { capacity: env.rateLimitPerMinute, windowMs: 60_000 };
const app = createApp({
  db,
  corsOrigins: env.corsOrigins,
  secureCookies: env.secureCookies,
  limits: { holds: perMinute, bookings: perMinute, maxLiveHoldsPerClient: env.maxLiveHoldsPerClient },
  clientKey: clientKeyFrom({ trustProxy: env.trustProxy }),
  payments: { secret: env.paymentSandboxSecret, publicUrl: env.publicUrl },
  siteUrl: env.siteUrl,
});

// The outbox is sent (and pruned) from every replica: claims and leases keep them from sending twice.
const outbox = createOutboxSender({
  db,
  send: createMailTransport(env.mail),
  sms: createFileSmsTransport(env.smsDir),
  now: () => new Date(),
  retentionDays: env.outboxRetentionDays,
});
let sending: Promise<unknown> = Promise.resolve();
const outboxTimer = setInterval(() => {
  sending = sending.then(() => outbox.tick()).catch((error: unknown) => console.error('Outbox', { error }));
}, OUTBOX_INTERVAL_MS);
const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
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
  clearInterval(outboxTimer);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await sending;
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
