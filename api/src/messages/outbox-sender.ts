import { DAY_MS } from '@booking/shared/time/local-date';
import type { LinkSeal } from '../auth/link-seal';
import type { Db } from '../db/db';
import {
  claimDueMessage,
  type DueMessage,
  findReleaseBookings,
  findReminderBookings,
  markDropped,
  markFailed,
  markFailedAttempt,
  markSent,
  pruneOutboxBatch,
} from '../db/outbox-repo';
import { releaseStillDue } from '../domain/messages/release-message';
import { reminderStillDue } from '../domain/messages/reminder-still-due';
import { dueMessageBody } from './due-message-body';
import type { SmsTransport } from './sms-transport';

/** What sends one email (nodemailer's transport in `mail-transport.ts`). */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

export type OutgoingMail = {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  ics: { content: string; method: 'REQUEST' | 'CANCEL' | null } | null;
};

export type OutboxSenderOptions = {
  db: Db;
  /** Emails. */
  send: SendMail;
  /** SMS (reminders chosen as `sms`). */
  sms: SmsTransport;
  now: () => Date;
  /** Opens the sealed links of account emails (decision 0055); without it they fail. */
  links?: Pick<LinkSeal, 'open'>;
  /** A claim older than this belongs to a sender that died: its message is sent again. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Sent, dropped and failed rows are deleted this many days after they finished. */
  retentionDays?: number;
  /** How often `tick` prunes (it sends every time). */
  pruneEveryMs?: number;
  /** Rows deleted per statement, and statements per prune (the rest waits for the next tick). */
  pruneBatch?: number;
  pruneMaxBatches?: number;
};

export const OUTBOX_LEASE_MS = 2 * 60_000;
export const DEFAULT_OUTBOX_RETENTION_DAYS = 30;

/**
 * Sends what the outbox holds when it is due, one message at a time: each is claimed (marked
 * `sending`, committed) just before it is composed from the content its row keeps and handed
 * to its transport (email or SMS, by the row's channel), and marked sent right after. A
 * sender that dies in between leaves that one message claimed, and once the lease has run
 * out the next sender sends it again, with the same Message-ID (and the same texts: the
 * content fixes them): a crash costs at most one more copy of the one message in flight,
 * never a lost one (decision 0079). Transport errors are retried with a growing delay, then
 * given up; a message whose content cannot be composed fails at once. A reminder whose
 * booking will not happen (cancelled, or lapsed unpaid, which no write records at the time)
 * is dropped instead of sent, and so is a release email whose appointment did not lapse.
 * Rows that finished longer than the retention ago are deleted in small batches, so the
 * table holds about a month of messages.
 */
export function createOutboxSender({
  db,
  send,
  sms,
  now,
  links,
  leaseMs = OUTBOX_LEASE_MS,
  maxAttempts = 5,
  retentionDays = DEFAULT_OUTBOX_RETENTION_DAYS,
  pruneEveryMs = 60 * 60_000,
  pruneBatch = 500,
  pruneMaxBatches = 20,
}: OutboxSenderOptions) {
  async function deliver(message: DueMessage) {
    const body = dueMessageBody(message, links);
    if (!body.ok) {
      // Trying again would compose the same nothing: failed at once, and sending goes on.
      await markFailed(db, message.id, `cannot compose the message: ${body.error}`, now());
      console.error('Could not compose a message', { id: message.id, error: body.error });
      return false;
    }
    const { subject, text, ics } = body.value;
    try {
      if (message.channel === 'sms') {
        await sms.send({ messageId: message.message_id, to: message.recipient, text });
      } else {
        await send({ messageId: message.message_id, to: message.recipient, subject: subject ?? '', text, ics });
      }
    } catch (error) {
      const at = now();
      const retryAt = new Date(at.getTime() + 60_000 * 2 ** (message.attempts - 1));
      await markFailedAttempt(db, message.id, String(error), retryAt, maxAttempts, at);
      console.error('Could not send a message', { id: message.id, error });
      return false;
    }
    return true;
  }

  /**
   * Drops the claimed reminders whose booking will not happen (cancelled, lapsed unpaid
   * with no write recording it, gone) and returns their ids: nothing else drops the
   * reminder of an appointment that lapsed, and the customer must not be reminded of it.
   */
  async function dropStaleReminders(due: readonly DueMessage[]): Promise<Set<string>> {
    const ids = (kind: DueMessage['kind']) => due.filter((message) => message.kind === kind).map(({ id }) => id);
    const reminders = ids('reminder');
    const releases = ids('release');
    if (reminders.length === 0 && releases.length === 0) return new Set();
    const at = now();
    const staleReminders = reminders.length
      ? (await findReminderBookings(db, reminders)).filter(({ booking }) => !reminderStillDue(booking, at.getTime()))
      : [];
    // A release email is true only of an appointment that did lapse unpaid (not paid, not
    // switched to the salon, not cancelled by anyone).
    const staleReleases = releases.length
      ? (await findReleaseBookings(db, releases)).filter(({ booking }) => !releaseStillDue(booking, at.getTime()))
      : [];
    const stale = [...staleReminders, ...staleReleases].map(({ id }) => id);
    await markDropped(db, stale, at);
    return new Set(stale);
  }

  /** When the last prune ran to the end (null: never); a prune cut short runs again next tick. */
  let prunedAt: number | null = null;

  const sender = {
    /** Sends every message due now; returns how many went out. */
    async sendDue(): Promise<number> {
      let sent = 0;
      for (;;) {
        const at = now();
        const message = await claimDueMessage(db, at, new Date(at.getTime() - leaseMs));
        if (!message) return sent;
        if ((await dropStaleReminders([message])).size > 0) continue;
        if (!(await deliver(message))) continue;
        await markSent(db, message.id, now());
        sent += 1;
      }
    },

    /**
     * Deletes rows that finished (sent, dropped, failed) more than the retention ago, one
     * batch per statement so no statement holds many locks for long, at most
     * `pruneMaxBatches` batches per call. `done`: nothing old is left.
     */
    async prune(): Promise<{ deleted: number; done: boolean }> {
      const before = new Date(now().getTime() - retentionDays * DAY_MS);
      let deleted = 0;
      for (let round = 0; round < pruneMaxBatches; round++) {
        const gone = await pruneOutboxBatch(db, before, pruneBatch);
        deleted += gone;
        if (gone < pruneBatch) return { deleted, done: true };
      }
      return { deleted, done: false };
    },

    /** What the process runs every few seconds: send what is due, and prune once an hour. */
    async tick(): Promise<void> {
      await sender.sendDue();
      const at = now().getTime();
      if (prunedAt !== null && at - prunedAt < pruneEveryMs) return;
      const { done } = await sender.prune();
      prunedAt = done ? at : null;
    },
  };
  return sender;
}
