import { startSenderProcess } from '../scripts/api-process';
import { openDb } from '../src/db/open-db';

export type SenderResult = { messages: number; seconds: number; perSecond: number };

const DUE_NOW = "SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'pending' AND send_after <= now()";

/**
 * Starts the outbox sender process on the messages the bookings left due (confirmations;
 * reminders wait for their time) and times it from its first round until none is due.
 */
export async function measureSender(databaseUrl: string, mailDir: string): Promise<SenderResult> {
  const db = await openDb({ databaseUrl, dataDir: '' });
  try {
    const due = async () => (await db.query<{ n: number }>(DUE_NOW))[0]?.n ?? 0;
    const messages = await due();
    const sender = await startSenderProcess({ DATABASE_URL: databaseUrl, MAIL_DIR: mailDir, OUTBOX_INTERVAL_MS: '20' });
    const started = performance.now();
    try {
      // Polling the table is the condition that the sender is done.
      while ((await due()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await sender.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    return { messages, seconds, perSecond: messages / seconds };
  } finally {
    await db.close();
  }
}
