import { staffCalendarEventSchema } from '@booking/shared/contract/staff-calendar-events';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { createPostgresDb } from '../src/db/postgres-db';
import { book, bookingBody } from './helpers/booking-calls';
import { openEventStream, type ServerEvent } from './helpers/event-stream';
import { type StaffSalon, staffCall, staffSalon } from './helpers/staff-calls';
import { appOver, useTestApp } from './helpers/test-app';
import { ON_POSTGRES } from './helpers/test-db';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let a: StaffSalon;
let b: StaffSalon;

beforeAll(async () => {
  a = await staffSalon(t().app, t().db, 'live-a');
  b = await staffSalon(t().app, t().db, 'live-b');
});

const events = (salon: StaffSalon, headers: Record<string, string> = {}, app = t().app) =>
  openEventStream(app, `/v0/staff/branches/${salon.branch}/events`, { cookie: salon.cookie, ...headers });
const change = (event: ServerEvent) => z.parse(staffCalendarEventSchema, JSON.parse(event.data));
const about = (id: string) => (event: ServerEvent) => event.event === 'change' && change(event).id === id;
const bookedId = (body: unknown) =>
  z.parse(z.object({ results: z.object({ appointment: z.object({ id: z.string() }) }) }), body).results.appointment.id;

describe('GET /v0/staff/branches/{branch}/events', () => {
  it('tells two open calendars of an online booking and of its cancellation, and nothing of other merchants', async () => {
    const first = await events(a);
    const second = await events(a);
    const other = await events(b);
    try {
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toContain('text/event-stream');
      for (const stream of [first, second, other]) expect((await stream.next()).event).toBe('resync');

      const booked = await book(t().app, a, bookingBody(a, { start: '2026-03-04T10:00:00+01:00' }));
      expect(booked.status).toBe(201);
      const id = bookedId(booked.body);
      for (const stream of [first, second]) {
        expect(change(await stream.next(about(id)))).toEqual({
          kind: 'appointment',
          id,
          change: 'created',
          branch: 'main',
        });
      }
      const cancelled = await staffCall(t().app, a.cookie, 'POST', `/v0/staff/appointments/${id}/cancel`, {
        reason: 'staff',
      });
      expect(cancelled.status).toBe(200);
      expect(change(await first.next(about(id))).change).toBe('updated');

      // The other merchant's calendar hears of its own booking first, never of a's.
      const theirs = bookedId((await book(t().app, b, bookingBody(b))).body);
      const heard = await other.next((event) => event.event === 'change');
      expect(change(heard).id).toBe(theirs);
    } finally {
      await Promise.all([first.close(), second.close(), other.close()]);
    }
  });

  it('replays what was missed after a reconnect with Last-Event-ID, and asks to resync without one it knows', async () => {
    const stream = await events(a);
    await stream.next((event) => event.event === 'resync');
    const made = await staffCall(t().app, a.cookie, 'POST', `/v0/staff/branches/${a.branch}/appointments`, {
      services: [a.services.cut],
      employee_id: a.employees.ben,
      start: '2026-03-05T10:00:00+01:00',
    });
    const id = bookedId(made.body);
    const seen = await stream.next(about(id));
    await stream.close();

    // While disconnected: an absence and a move.
    await staffCall(t().app, a.cookie, 'POST', `/v0/staff/branches/${a.branch}/absences`, {
      employee_id: a.employees.cleo,
      kind: 'break',
      start: '2026-03-05T12:00:00+01:00',
      end: '2026-03-05T12:30:00+01:00',
    });
    await staffCall(t().app, a.cookie, 'POST', `/v0/staff/appointments/${id}/move`, {
      start: '2026-03-05T11:00:00+01:00',
    });

    const again = await events(a, { 'last-event-id': seen.id ?? '' });
    try {
      const absence = await again.next();
      expect(change(absence)).toMatchObject({ kind: 'absence', change: 'created', branch: null });
      expect(change(await again.next())).toEqual({ kind: 'appointment', id, change: 'updated', branch: 'main' });
      expect(again.seen().some((event) => event.event === 'resync')).toBe(false);
    } finally {
      await again.close();
    }
    const unknown = await events(a, { 'last-event-id': 'elsewhere-1' });
    try {
      expect((await unknown.next()).event).toBe('resync');
    } finally {
      await unknown.close();
    }
  });

  it.runIf(ON_POSTGRES)('reaches a calendar served by another API process on the same PostgreSQL', async () => {
    const url = t().db.url;
    if (!url) throw new Error('PostgreSQL tests have a database URL');
    const otherDb = createPostgresDb(url, { max: 2 });
    const otherApp = appOver({ ...otherDb, url }, t().clock);
    const stream = await events(a, {}, otherApp);
    try {
      await stream.next((event) => event.event === 'resync');
      const id = bookedId((await book(t().app, a, bookingBody(a, { start: '2026-03-06T15:00:00+01:00' }))).body);
      expect(change(await stream.next(about(id))).change).toBe('created');
    } finally {
      await stream.close();
      await otherDb.close();
    }
  });
});
