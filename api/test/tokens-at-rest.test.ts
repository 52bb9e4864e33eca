import { randomUUID } from 'node:crypto';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { createReservationResponseSchema } from '@booking/shared/contract/reservations';
import { beforeAll, describe, expect, it, rs } from '@rstest/core';
import * as z from 'zod/mini';
import { newSecretKeysText, parseSecretKeys } from '../src/auth/secret-keys';
import { createAnswerSeal } from '../src/http/answer-seal';
import { sealStoredAnswers } from '../src/http/seal-stored-answers';
import { book, bookingBody } from './helpers/booking-calls';
import { appOver, TEST_LIMITS, TEST_SIGN_IN_LIMITS, useTestApp } from './helpers/test-app';
import { createTestRestaurant, reservationBody, reserve } from './helpers/test-restaurant';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
const oldKeys = newSecretKeysText();
const newKeys = newSecretKeysText();
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'at-rest');
});

const withKeys = (text: string) =>
  appOver(t().db, t().clock, TEST_LIMITS, TEST_SIGN_IN_LIMITS, { secretKeys: parseSecretKeys(text) });
const storedAnswer = async (key: string) => {
  const [row] = await t().db.query<{ body: string }>(
    'SELECT response_body::text AS body FROM idempotency_keys WHERE key = $1',
    [key],
  );
  return row?.body ?? '';
};
const tokenOf = (body: unknown) => z.parse(createAppointmentResponseSchema, body).results.manage_token;

describe('manage tokens in the idempotency store', () => {
  it('are stored sealed, and a retried booking still learns its token', async () => {
    const app = withKeys(oldKeys);
    const key = randomUUID();
    const body = bookingBody(salon, { start: '2026-03-04T10:00:00+01:00' });
    const first = await book(app, salon, body, { key });
    expect(first.status).toBe(201);
    const token = tokenOf(first.body);
    const stored = await storedAnswer(key);
    expect(stored).toMatch(/^"v1\.[0-9a-f]{8}\./);
    expect(stored).not.toContain(token);

    const replay = await book(app, salon, body, { key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(tokenOf(replay.body)).toBe(token);
  });

  it('are stored sealed for reservations too', async () => {
    const restaurant = await createTestRestaurant(t().db, 'at-rest-restaurant');
    const key = randomUUID();
    const made = await reserve(withKeys(oldKeys), restaurant, reservationBody(), { key });
    expect(made.status).toBe(201);
    const { manage_token } = z.parse(createReservationResponseSchema, made.body).results;
    expect(await storedAnswer(key)).not.toContain(manage_token);
  });

  it('replay after a key rotation while the old key is still listed; under a key no longer listed, 500 and the row is kept', async () => {
    const key = randomUUID();
    const body = bookingBody(salon, { start: '2026-03-04T11:00:00+01:00' });
    const token = tokenOf((await book(withKeys(oldKeys), salon, body, { key })).body);

    const rotated = await book(withKeys(`${newKeys},${oldKeys}`), salon, body, { key });
    expect(rotated.status).toBe(201);
    expect(tokenOf(rotated.body)).toBe(token);

    const logged = rs.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const dropped = await book(withKeys(newKeys), salon, body, { key });
      expect(dropped.status).toBe(500);
      expect(dropped.body).toEqual({ error: { code: 'internal' } });
      expect(JSON.stringify(logged.mock.calls)).not.toContain(token);
    } finally {
      logged.mockRestore();
    }
    expect(await storedAnswer(key)).toMatch(/^"v1\./);
    expect((await book(withKeys(`${newKeys},${oldKeys}`), salon, body, { key })).status).toBe(201);
  });

  it('stored in plain before answers were sealed are sealed at start, and still replay', async () => {
    const app = withKeys(oldKeys);
    const key = randomUUID();
    const body = bookingBody(salon, { start: '2026-03-04T12:00:00+01:00' });
    const first = await book(app, salon, body, { key });
    const token = tokenOf(first.body);
    // As a row written before this change: the answer itself, token and all.
    await t().db.query('UPDATE idempotency_keys SET response_body = $2::text::jsonb WHERE key = $1', [
      key,
      JSON.stringify(first.body),
    ]);
    expect(await storedAnswer(key)).toContain(token);

    expect(await sealStoredAnswers(t().db, parseSecretKeys(oldKeys))).toBeGreaterThanOrEqual(1);
    expect(await storedAnswer(key)).not.toContain(token);
    expect(await sealStoredAnswers(t().db, parseSecretKeys(oldKeys))).toBe(0);
    const replay = await book(app, salon, body, { key });
    expect(replay.status).toBe(201);
    expect(tokenOf(replay.body)).toBe(token);
  });

  it('open only in their own row', () => {
    const seal = createAnswerSeal(parseSecretKeys(oldKeys));
    const sealed = seal.seal({ organizationId: 'a', key: 'k' }, { secret: 1 });
    expect(seal.open({ organizationId: 'a', key: 'k' }, sealed)).toEqual({ ok: true, body: { secret: 1 } });
    expect(() => seal.open({ organizationId: 'a', key: 'other' }, sealed)).toThrow();
  });
});
