import { randomUUID } from 'node:crypto';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { beforeAll, beforeEach, describe, expect, it, rs } from '@rstest/core';
import * as z from 'zod/mini';
import { PRUNE_OUTBOX_SQL } from '../src/db/outbox-repo';
import { createOutboxSender, type OutboxSenderOptions } from '../src/messages/outbox-sender';
import { book, bookingBody, manage, post } from './helpers/booking-calls';
import { useTestApp } from './helpers/test-app';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'prune-salon');
});
beforeEach(async () => {
  t().clock.set(TEST_NOW);
  await t().db.query('DELETE FROM outbox_messages');
});

const DAY = 86_400_000;
const sender = (options: Partial<OutboxSenderOptions> = {}) =>
  createOutboxSender({
    db: t().db,
    send: async () => {},
    sms: { send: async () => {} },
    now: t().clock.now,
    retentionDays: 30,
    ...options,
  });
const statuses = async () =>
  (
    await t().db.query<{ kind: string; status: string }>(
      'SELECT kind, status FROM outbox_messages ORDER BY kind, status',
    )
  ).map((r) => `${r.kind} ${r.status}`);

/** Rows that finished at `at`, written directly: the pruning does not care how they got there. */
async function finishedRows(count: number, status: 'sent' | 'dropped' | 'failed', at: Date) {
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await t().db.query(
      `INSERT INTO outbox_messages (id, organization_id, message_id, kind, booking_kind, booking_id, recipient,
              subject, text_body, send_after, status, created_at, sent_at, finished_at)
       VALUES ($1, $2, $3, 'confirmation', 'appointment', $4, 'eva@example.com', 'S', 'T', $5, $6, $5,
               CASE WHEN $6 = 'sent' THEN $5::timestamptz END, $5)`,
      [id, salon.organizationId, `<${id}@booking-api>`, randomUUID(), at, status],
    );
  }
}

describe('outbox pruning', () => {
  it('deletes sent and dropped rows once they finished more than the retention ago, never waiting ones', async () => {
    const { body } = await book(t().app, salon, bookingBody(salon, { start: '2026-03-05T10:00:00+01:00' }));
    const { manage_token } = z.parse(createAppointmentResponseSchema, body).results;
    expect((await book(t().app, salon, bookingBody(salon, { start: '2026-03-20T10:00:00+01:00' }))).status).toBe(201);
    await sender().sendDue(); // both confirmations sent at TEST_NOW
    t().clock.advance(DAY);
    await manage(t().app, salon, manage_token, '/cancel', post()); // a cancellation, and the reminder dropped
    expect(await statuses()).toEqual([
      'cancellation pending',
      'confirmation sent',
      'confirmation sent',
      'reminder dropped',
      'reminder pending',
    ]);

    t().clock.set(new Date(TEST_NOW.getTime() + 30 * DAY));
    expect(await sender().prune()).toEqual({ deleted: 0, done: true });
    t().clock.advance(1);
    expect(await sender().prune()).toEqual({ deleted: 2, done: true });
    expect(await statuses()).toEqual(['cancellation pending', 'reminder dropped', 'reminder pending']);
    t().clock.advance(DAY);
    expect((await sender().prune()).deleted).toBe(1);
    // Far in the future the other reminder and the unsent cancellation still wait: only finished rows go.
    t().clock.advance(365 * DAY);
    expect((await sender().prune()).deleted).toBe(0);
    expect(await statuses()).toEqual(['cancellation pending', 'reminder pending']);
  });

  it('deletes failed rows after the same retention, counted from when they were given up', async () => {
    await book(t().app, salon, bookingBody(salon, { start: '2026-03-06T10:00:00+01:00', reminder: 'none' }));
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    const failing = sender({
      send: async () => {
        throw new Error('550 no such user');
      },
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      await failing.sendDue();
      t().clock.advance(DAY);
    }
    log.mockRestore();
    expect(await statuses()).toEqual(['confirmation failed']);
    const givenUp = t().clock.now().getTime() - DAY;
    t().clock.set(new Date(givenUp + 30 * DAY));
    expect((await sender().prune()).deleted).toBe(0);
    t().clock.advance(1);
    expect((await sender().prune()).deleted).toBe(1);
  });

  it('deletes in batches, and stops after a few so sending is not held up; the rest goes next time', async () => {
    await finishedRows(7, 'sent', TEST_NOW);
    await finishedRows(3, 'dropped', TEST_NOW);
    t().clock.advance(31 * DAY);
    const small = sender({ pruneBatch: 2, pruneMaxBatches: 3 });
    expect(await small.prune()).toEqual({ deleted: 6, done: false });
    expect(await small.prune()).toEqual({ deleted: 4, done: true });
    expect(await statuses()).toEqual([]);
  });

  it('prunes from the sending loop at start, then once an hour, and again at once after a prune cut short', async () => {
    const loop = sender({ pruneBatch: 2, pruneMaxBatches: 1, pruneEveryMs: 3_600_000 });
    await finishedRows(3, 'sent', TEST_NOW);
    t().clock.advance(31 * DAY);
    await loop.tick(); // 2 of 3: cut short
    expect(await statuses()).toEqual(['confirmation sent']);
    await loop.tick(); // the last one, at once
    expect(await statuses()).toEqual([]);
    await finishedRows(1, 'sent', TEST_NOW);
    t().clock.advance(59 * 60_000);
    await loop.tick();
    expect(await statuses()).toEqual(['confirmation sent']);
    t().clock.advance(60_000);
    await loop.tick();
    expect(await statuses()).toEqual([]);
  });

  it('finds old rows through the partial index on finished_at, not by reading the table', async () => {
    const plan = await t().db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<Record<string, string>>(`EXPLAIN ${PRUNE_OUTBOX_SQL}`, [TEST_NOW, 500]);
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('outbox_messages_finished_idx');
  });
});
