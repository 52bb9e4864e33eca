import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { paymentResponseSchema } from '@booking/shared/contract/payments';
import { beforeAll, beforeEach, expect } from '@rstest/core';
import * as z from 'zod/mini';
import { book, bookingBody, manage, post } from './booking-calls';
import type { TestApp } from './test-app';
import { createTestSalon, TEST_NOW, type TestSalon } from './test-salon';

/**
 * A test salon of its own for a file about online payment: made once, and before each test the
 * clock back at TEST_NOW and the outbox emptied, so each test reads only its own messages.
 */
export function useOnlinePaymentSalon(t: () => TestApp, slug: string): () => TestSalon {
  let salon: TestSalon | undefined;
  beforeAll(async () => {
    salon = await createTestSalon(t().db, slug);
  });
  beforeEach(async () => {
    t().clock.set(TEST_NOW);
    await t().db.query(
      "UPDATE outbox_messages SET status = 'sent', finished_at = now() WHERE status IN ('pending', 'sending')",
    );
  });
  return () => {
    if (!salon) throw new Error('useOnlinePaymentSalon: the salon is made in beforeAll');
    return salon;
  };
}

/** Books the test salon's first service at `start`, to be paid online, in `locale`. */
export async function bookOnline(app: TestApp['app'], salon: TestSalon, start: string, locale: 'de' | 'en' = 'en') {
  const { status, body } = await book(app, salon, bookingBody(salon, { start, payment: 'online', locale }));
  expect(status).toBe(201);
  const { appointment, manage_token } = z.parse(createAppointmentResponseSchema, body).results;
  return { id: appointment.id, token: manage_token, state: appointment.payment_state };
}

/** Starts the online payment of a booking and pays on the sandbox's page with `card`. */
export async function payWithCard(app: TestApp['app'], salon: TestSalon, token: string, card: string) {
  const { body } = await manage(app, salon, token, '/payment', post());
  const { checkout_url } = z.parse(paymentResponseSchema, body).results.payment;
  await app.request(new URL(checkout_url).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card }).toString(),
  });
}
