import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { weekdayOf } from '@booking/shared/time/local-date';
import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { startApiProcess, startSenderProcess } from '../scripts/api-process';
import { bookingBody } from './helpers/booking-calls';
import { useTestApp } from './helpers/test-app';
import { ON_POSTGRES } from './helpers/test-db';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'sender-salon');
});

const SKIP_REASON = ON_POSTGRES ? '' : ' (skipped: DATABASE_URL is not set, and a PGlite folder is one process’s)';

/** Polls the database: a condition, not a guess at how long the sender takes. */
async function waitForConfirmation(bookingId: string, status: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await t().db.query<{ status: string }>(
      "SELECT status FROM outbox_messages WHERE booking_id = $1 AND kind = 'confirmation'",
      [bookingId],
    );
    if (rows[0]?.status === status) return;
    if (Date.now() > deadline) throw new Error(`confirmation of ${bookingId}: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!ON_POSTGRES)(`the outbox sender as a process of its own${SKIP_REASON}`, () => {
  it('sends what an API started with OUTBOX_SENDER=off wrote, and that API sends nothing', async () => {
    const url = t().db.url;
    if (!url) throw new Error('on PostgreSQL the test database has a URL');
    const mailDir = await mkdtemp(join(tmpdir(), 'sender-mail-'));
    // Both would look for due messages every 50 ms: whichever sends, sends at once.
    const common = { DATABASE_URL: url, OUTBOX_INTERVAL_MS: '50', MAIL_DIR: mailDir };
    const api = await startApiProcess({ ...common, OUTBOX_SENDER: 'off', CORS_ORIGINS: 'http://localhost:1' });
    let sender: Awaited<ReturnType<typeof startSenderProcess>> | undefined;
    try {
      // The processes run on the real clock: 10:00 on a working day ten days ahead.
      const zone = 'Europe/Berlin';
      let day = localDayOf(zone, Date.now()) + 10;
      if (weekdayOf(day) === 0) day += 1;
      const body = bookingBody(salon, { start: formatZoned(zonedInstant(zone, day, 10 * 60), zone) });
      const response = await fetch(`${api.url}/v0/organizations/${salon.slug}/branches/main/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      const { appointment } = z.parse(createAppointmentResponseSchema, await response.json()).results;

      sender = await startSenderProcess(common);
      await waitForConfirmation(appointment.id, 'sent');
      expect((await readdir(mailDir)).filter((file) => file.endsWith('.eml'))).toHaveLength(1);
      expect(sender.output()).toContain(`Mail to ${body.contact.email}`);
      expect(api.output()).not.toContain('Mail to');
    } finally {
      await Promise.all([api.stop(), sender?.stop()]);
      await rm(mailDir, { recursive: true, force: true });
    }
  }, 120_000);
});
