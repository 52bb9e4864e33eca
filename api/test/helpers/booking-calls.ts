import { randomUUID } from 'node:crypto';
import { ALLOWED_ORIGIN, CLIENT_HEADER, call, type TestApp } from './test-app';
import type { TestSalon } from './test-salon';

export const CONTACT = { first_name: 'Eva', last_name: 'Muster', email: 'eva@example.com', phone: '+49 30 12345670' };

/** A valid booking of a cut with Ana on Wednesday 10:00 (Berlin), with changes. */
export function bookingBody(salon: TestSalon, overrides: Record<string, unknown> = {}) {
  return {
    services: [salon.services.cut],
    employee_id: salon.employees.ana,
    start: '2026-03-04T10:00:00+01:00',
    contact: CONTACT,
    reminder: 'email',
    payment: 'on_site',
    ...overrides,
  };
}

type Options = { key?: string | null; client?: string };

/** A JSON POST with extra headers. */
export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export function book(
  app: TestApp['app'],
  salon: TestSalon,
  body: unknown,
  { key = randomUUID(), client }: Options = {},
) {
  const headers: Record<string, string> = {};
  if (key !== null) headers['idempotency-key'] = key;
  if (client) headers[CLIENT_HEADER] = client;
  return call(app, `/v0/organizations/${salon.slug}/branches/${salon.branch}/appointments`, json(body, headers));
}

export function hold(app: TestApp['app'], salon: TestSalon, body: unknown, client = 'test-client') {
  return call(
    app,
    `/v0/organizations/${salon.slug}/branches/${salon.branch}/holds`,
    json(body, { [CLIENT_HEADER]: client }),
  );
}

export function availability(app: TestApp['app'], salon: TestSalon, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return call(app, `/v0/organizations/${salon.slug}/branches/${salon.branch}/availability?${search}`);
}

export function manage(app: TestApp['app'], salon: TestSalon, token: string, action = '', init: RequestInit = {}) {
  return call(app, `/v0/organizations/${salon.slug}/appointments/${token}${action}`, init);
}

export function post(body: unknown = {}) {
  return json(body);
}

/** A staff write as the staff front end sends it: JSON, from an allowed origin. */
export function staffPost(body: unknown = {}, headers: Record<string, string> = {}) {
  return json(body, { origin: ALLOWED_ORIGIN, ...headers });
}
