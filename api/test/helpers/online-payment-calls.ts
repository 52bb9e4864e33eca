import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { paymentResponseSchema } from '@booking/shared/contract/payments';
import { expect } from '@rstest/core';
import * as z from 'zod/mini';
import { book, bookingBody, manage, post } from './booking-calls';
import type { TestApp } from './test-app';
import type { TestSalon } from './test-salon';

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
