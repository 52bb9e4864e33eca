import type { Db } from '../db/db';
import { claimDueMessages, type DueMessage, markFailedAttempt, markSent } from '../db/outbox-repo';
import type { SmsTransport } from './sms-transport';

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
  /** Emails. */
  send: SendMail;
  /** SMS (reminders chosen as `sms`). */
  sms: SmsTransport;
  now: () => Date;
  /** A claim older than this belongs to a sender that died: its messages are sent again. */
  leaseMs?: number;
  batch?: number;
  maxAttempts?: number;
};

export const OUTBOX_LEASE_MS = 2 * 60_000;

/**
 * Sends what the outbox holds when it is due. Each message is claimed (committed) before
 * it is handed to its transport (email or SMS, by the row's channel) and marked sent after: a sender that dies in between
 * leaves it claimed, and once the lease has run out the next sender sends it again, with
 * the same Message-ID, so a crash costs at most one more copy of each message in flight,
 * and never a lost one. Transport errors are retried with a growing delay, then given up.
 */
export function createOutboxSender({
  db,
  send,
  sms,
  now,
  leaseMs = OUTBOX_LEASE_MS,
  batch = 20,
  maxAttempts = 5,
}: OutboxSenderOptions) {
  async function deliver(message: DueMessage) {
    try {
      if (message.channel === 'sms') {
        await sms.send({ messageId: message.message_id, to: message.recipient, text: message.text_body });
      } else {
        await send({
          messageId: message.message_id,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.text_body,
          ics: message.ics && message.ics_method ? { content: message.ics, method: message.ics_method } : null,
        });
      }
    } catch (error) {
      const retryAt = new Date(now().getTime() + 60_000 * 2 ** (message.attempts - 1));
      await markFailedAttempt(db, message.id, String(error), retryAt, maxAttempts);
      console.error('Could not send a message', { id: message.id, error });
      return false;
    }
    await markSent(db, message.id, now());
    return true;
  }
  return {
    /** Sends every message due now; returns how many went out. */
    async sendDue(): Promise<number> {
      let sent = 0;
      for (;;) {
        const at = now();
        const due = await claimDueMessages(db, at, new Date(at.getTime() - leaseMs), batch);
        for (const message of due) if (await deliver(message)) sent++;
        if (due.length < batch) return sent;
      }
    },
  };
}
