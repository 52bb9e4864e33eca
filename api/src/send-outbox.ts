/**
 * The outbox sender as a process of its own, for API processes started with
 * OUTBOX_SENDER=off: it sends (and prunes) what they write, so composing and sending
 * messages never competes with requests for their event loop. Any number may run: claims
 * and leases keep them from sending a message twice (decision 0014).
 */
import { createLinkSeal } from './auth/link-seal';
import { loadSecretKeys } from './auth/load-secret-keys';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { outboxSenderFromEnv } from './messages/outbox-from-env';
import { startOutboxLoop } from './messages/outbox-loop';
import { readEnv } from './read-env';

const env = readEnv(process.env);
if (!env.databaseUrl) {
  console.error('send-outbox needs DATABASE_URL: a PGlite folder is open only to the API process, which sends itself');
  process.exit(2);
}
// Two connections: one round claims, sends and marks one message at a time.
const db = await openDb({ ...env, poolSize: 2 });
// The same schema as the API it serves; the migration lock makes starting together safe.
await migrate(db);
// The API's keys: account emails carry links sealed with them (decision 0055).
const links = createLinkSeal(loadSecretKeys(env));
const outbox = startOutboxLoop(outboxSenderFromEnv(db, env, links).tick, env.outboxIntervalMs);
console.info('Outbox sender running');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: finishing the round in flight, then closing the database`);
  await outbox.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
