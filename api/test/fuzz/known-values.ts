import { randomUUID } from 'node:crypto';
import { dateOfDay } from '@booking/shared/time/local-date';
import { localDayOf } from '@booking/shared/time/zoned-instant';
import type { TestApp } from '../helpers/test-app';
import { call } from '../helpers/test-app';
import type { Known } from './good-values';

const SALON = 'demo-salon';
const ZONE = 'Europe/Berlin';
const CONTACT = { first_name: 'Eva', last_name: 'Muster', email: 'eva@example.com', phone: '+49 30 12345670' };

type Row = Record<string, string>;

/**
 * Real values of the demo data for the parts of a bad request left good: the demo salon's
 * branches, employees, services, appointments, absences and customers (its staff is the one
 * signed in), the restaurant's reservations, a manage token of each kind and a checkout (made
 * through the API: only their hashes are stored), and dates and times in the staff's window.
 * With them a bad value in one field reaches the handler, and the database, behind it.
 */
export async function knownValues({ app, db, clock }: TestApp): Promise<Known> {
  const ids = async (sql: string, params: unknown[] = [SALON]) =>
    (await db.query<Row>(sql, params)).map((row) => row.id ?? '');
  const organization = `(SELECT id FROM organizations WHERE slug = $1)`;
  const branch = `(SELECT id FROM branches WHERE slug = 'mitte' AND organization_id = ${organization})`;
  const employees = await ids(`SELECT e.id FROM employees e WHERE e.organization_id = ${organization}`);
  const services = await ids(
    `SELECT s.id FROM services s JOIN branch_services bs ON bs.service_id = s.id WHERE bs.branch_id = ${branch}`,
  );
  const appointments = await ids(
    `SELECT id FROM appointments WHERE organization_id = ${organization} AND status <> 'held' LIMIT 20`,
  );
  const absences = await ids(`SELECT id FROM absences WHERE organization_id = ${organization} LIMIT 20`);
  const customers = await ids(`SELECT id FROM customers WHERE organization_id = ${organization} LIMIT 20`);
  // Of the restaurant: to the salon's staff, another organization's (404), as it should be.
  const reservations = await ids('SELECT id FROM reservations LIMIT 20', []);

  // The page's images, one of each purpose, so that a page saved with them gets past its checks.
  const image = async (purpose: string) =>
    ids(
      `INSERT INTO images (organization_id, purpose, width, height, created_at)
       VALUES (${organization}, $2, 64, 64, now()) RETURNING id`,
      [SALON, purpose],
    );

  const today = localDayOf(ZONE, clock.now().getTime());
  const days = Array.from({ length: 14 }, (_, i) => dateOfDay(today + 1 + i));
  const times = days.flatMap((day) => ['09:00', '10:30', '14:15'].map((time) => `${day}T${time}:00+01:00`));
  const tokens = await manageTokens(app, services, days);
  return {
    organization: [SALON],
    branch: ['mitte'],
    appointment: appointments,
    absence: absences,
    customer: customers,
    customer_id: customers,
    reservation: reservations,
    employee_id: employees,
    employee: employees,
    services,
    logo_image: await image('logo'),
    banner_image: await image('banner'),
    instagram_url: ['https://www.instagram.com/studio.lumen.demo'],
    facebook_url: ['https://www.facebook.com/studio.lumen.demo'],
    terms_of_service_url: ['https://example.com/studio-lumen/terms'],
    privacy_policy_url: ['https://example.com/studio-lumen/privacy'],
    imprint_url: ['https://example.com/studio-lumen/imprint'],
    token: tokens.manage,
    checkout: tokens.checkout,
    start: times,
    end: times,
    $date: days,
    '$date-time': times,
  };
}

/** A booking and a reservation, through the API: their manage tokens, and the booking's checkout. */
async function manageTokens(app: TestApp['app'], services: string[], days: string[]) {
  const post = (path: string, body: unknown) =>
    call(app, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    });
  const manage: string[] = [];
  const checkout: string[] = [];
  const from = days[1] ?? '';
  const to = days[7] ?? '';
  for (const service of services.slice(0, 3)) {
    const free = await call(
      app,
      `/v0/organizations/${SALON}/branches/mitte/availability?services=${service}&from=${from}&to=${to}`,
    );
    const start = (free.body as { results?: { slots?: { start: string }[] } }).results?.slots?.[0]?.start;
    if (!start) continue;
    const booked = await post(`/v0/organizations/${SALON}/branches/mitte/appointments`, {
      services: [service],
      start,
      contact: CONTACT,
      reminder: 'email',
      payment: 'online',
    });
    const token = (booked.body as { results?: { manage_token?: string } }).results?.manage_token;
    if (!token) continue;
    manage.push(token);
    const paying = await post(`/v0/organizations/${SALON}/appointments/${token}/payment`, {});
    const url = (paying.body as { results?: { payment?: { checkout_url?: string } } }).results?.payment?.checkout_url;
    if (url) checkout.push(new URL(url).pathname.split('/').pop() ?? '');
    break;
  }
  for (const day of days.slice(1, 8)) {
    const free = await call(
      app,
      `/v0/organizations/demo-restaurant/branches/kreuzberg/reservation-availability?date=${day}&party_size=2`,
    );
    const start = (free.body as { results?: { slots?: { start: string }[] } }).results?.slots?.[0]?.start;
    if (!start) continue;
    const reserved = await post('/v0/organizations/demo-restaurant/branches/kreuzberg/reservations', {
      start,
      party_size: 2,
      name: 'Eva Muster',
      email: 'eva@example.com',
      phone: '+49 30 12345670',
      reminder: 'email',
    });
    const token = (reserved.body as { results?: { manage_token?: string } }).results?.manage_token;
    if (token) manage.push(token);
    break;
  }
  if (manage.length < 2 || checkout.length < 1) throw new Error('the demo data gave no manage tokens to fuzz with');
  return { manage, checkout };
}
