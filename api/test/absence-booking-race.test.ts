import { errorBodySchema } from '@booking/shared/contract/error-body';
import { holdResponseSchema } from '@booking/shared/contract/holds';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { book, bookingBody, hold } from './helpers/booking-calls';
import { type StaffSalon, staffCall, staffSalon } from './helpers/staff-calls';
import { appOver, useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

/**
 * An online booking and an absence over the same employee and time (decision 0034): the
 * database lets exactly one of them in, and the other gets its own conflict answer.
 */
const t = useTestApp({ now: TEST_NOW });
let salon: StaffSalon;
beforeAll(async () => {
  salon = await staffSalon(t().app, t().db, 'absence-race');
});

const absence = (start: string, end: string, app = t().app) =>
  staffCall(app, salon.cookie, 'POST', `/v0/staff/branches/${salon.branch}/absences`, {
    employee_id: salon.employees.ana,
    kind: 'sickness',
    start,
    end,
  });
const errorCode = (body: unknown) => z.parse(errorBodySchema, body).error.code;
/** Live appointments of Ana that lie inside one of her absences: never any. */
const appointmentsInAbsences = async () =>
  (
    await t().db.query(
      `SELECT a.id FROM appointments a JOIN absences b ON b.employee_id = a.employee_id AND b.during && a.during
        WHERE a.employee_id = $1 AND a.status NOT IN ('cancelled', 'held')`,
      [salon.employees.ana],
    )
  ).length;

describe('an online booking and an absence racing over one employee and time', () => {
  it('refuses the booking as slot_taken when the absence is committed between its read and its write', async () => {
    // The absence is created right after the booking's schedule read (the statement that
    // claims its key), so the read cannot have seen it: only the database can refuse.
    let armed = true;
    const db = t().db;
    const interleaved = appOver(
      {
        ...db,
        query: async <T>(sql: string, params?: readonly unknown[]) => {
          const rows = await db.query<T>(sql, params);
          if (armed && sql.includes('key_claim')) {
            armed = false;
            const created = await absence('2026-03-04T09:00:00+01:00', '2026-03-04T12:00:00+01:00');
            expect(created.status).toBe(201);
          }
          return rows;
        },
      },
      t().clock,
    );
    const key = 'race-key-1';
    const booked = await book(interleaved, salon, bookingBody(salon, { start: '2026-03-04T10:00:00+01:00' }), { key });
    expect(armed).toBe(false);
    expect(booked.status).toBe(409);
    expect(errorCode(booked.body)).toBe('slot_taken');
    // The answer was stored for the key: a retry replays it rather than booking.
    const replay = await book(t().app, salon, bookingBody(salon, { start: '2026-03-04T10:00:00+01:00' }), { key });
    expect(replay.status).toBe(409);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await appointmentsInAbsences()).toBe(0);
  });

  it('does not turn a hold into a booking once an absence covers it; the customer is told the time is not available', async () => {
    const held = await hold(t().app, salon, {
      services: [salon.services.cut],
      employee_id: salon.employees.ana,
      start: '2026-03-05T10:00:00+01:00',
    });
    expect(held.status).toBe(201);
    const token = z.parse(holdResponseSchema, held.body).results.hold.token;
    // A hold is nobody's appointment yet: staff may put an absence over it.
    expect((await absence('2026-03-05T09:00:00+01:00', '2026-03-05T18:00:00+01:00')).status).toBe(201);
    const booked = await book(
      t().app,
      salon,
      bookingBody(salon, { start: '2026-03-05T10:00:00+01:00', hold_token: token }),
    );
    expect(booked.status).toBe(422);
    expect(errorCode(booked.body)).toBe('slot_unavailable');
    expect(await appointmentsInAbsences()).toBe(0);
  });

  it('lets exactly one of each racing pair in: a 201, and a 409 slot_taken or appointment_conflict', async () => {
    const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'];
    const pairs = await Promise.all(
      days.map((day) =>
        Promise.all([
          book(t().app, salon, bookingBody(salon, { start: `${day}T11:00:00+01:00` }), { client: day }),
          absence(`${day}T10:30:00+01:00`, `${day}T12:00:00+01:00`),
        ]),
      ),
    );
    for (const [booked, absent] of pairs) {
      expect([booked.status, absent.status].sort()).toEqual([201, 409]);
      const loser = booked.status === 409 ? errorCode(booked.body) : errorCode(absent.body);
      expect(loser).toBe(booked.status === 409 ? 'slot_taken' : 'appointment_conflict');
    }
    expect(await appointmentsInAbsences()).toBe(0);
  });
});
