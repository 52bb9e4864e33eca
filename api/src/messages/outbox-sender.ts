import type { Db } from '../db/db';
import { claimDueMessages, type DueMessage, markFailedAttempt, markSent } from '../db/outbox-repo';

/** What sends one email (nodemailer's transport in `mail-transport.ts`). */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

export type OutgoingMail = {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  ics: { content: string; method: 'REQUEST' | 'CANCEL' } | null;
};

export type OutboxSenderOptions = {
  db: Db;
  send: SendMail;
  now: () => Date;
  /** A claim older than this belongs to a sender that died: its messages are sent again. */
  leaseMs?: number;
  batch?: number;
  maxAttempts?: number;
};

export const OUTBOX_LEASE_MS = 2 * 60_000;

/**
 * Sends what the outbox holds when it is due. Each batch is claimed (committed) before its
 * messages are handed to the transport, and marked sent in one statement after: a sender
 * that dies in between leaves them claimed, and once the lease has run out the next sender
 * sends them again, with the same Message-IDs, so a crash costs at most one more copy of
 * each message of the batch in flight, and never a lost one. Transport errors are retried
 * with a growing delay, then given up.
 */
export function createOutboxSender({
  db,
  send,
  now,
  leaseMs = OUTBOX_LEASE_MS,
  batch = 20,
  maxAttempts = 5,
}: OutboxSenderOptions) {
  async function deliver(message: DueMessage) {
    try {
      await send({
        messageId: message.message_id,
        to: message.recipient,
        subject: message.subject,
        text: message.text_body,
        ics: message.ics && message.ics_method ? { content: message.ics, method: message.ics_method } : null,
      });
    } catch (error) {
      const retryAt = new Date(now().getTime() + 60_000 * 2 ** (message.attempts - 1));
      await markFailedAttempt(db, message.id, String(error), retryAt, maxAttempts);
      console.error('Could not send a message', { id: message.id, error });
      return false;
    }
    return true;
  }
  return {
    /** Sends every message due now; returns how many went out. */
    async sendDue(): Promise<number> {
      let sent = 0;
      for (;;) {
        const at = now();
        const due = await claimDueMessages(db, at, new Date(at.getTime() - leaseMs), batch);
        const delivered: string[] = [];
        for (const message of due) if (await deliver(message)) delivered.push(message.id);
        await markSent(db, delivered, now());
        sent += delivered.length;
        if (due.length < batch) return sent;
      }
    },
  };
}
