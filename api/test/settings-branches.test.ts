import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { availabilityResponseSchema } from '@booking/shared/contract/availability';
import {
  branchSettingsListResponseSchema,
  branchSettingsResponseSchema,
} from '@booking/shared/contract/branch-settings';
import { branchListResponseSchema } from '@booking/shared/contract/branches';
import { errorBodySchema } from '@booking/shared/contract/error-body';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { availability, book, bookingBody, manage } from './helpers/booking-calls';
import { TEXT_COLUMNS, withTexts } from './helpers/outbox-texts';
import { type OwnerSalon, ownerSalon } from './helpers/owner-calls';
import { staffCall } from './helpers/staff-calls';
import { call, useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

/*
 * The owner's branches (Monday 2 March 2026, 09:00 in Berlin): add and change a branch with
 * its hours, breaks and closed days, close it; a change that takes time away from booked
 * appointments lists them and asks, never silently; availability follows at once.
 */
const t = useTestApp({ now: TEST_NOW });
let a: OwnerSalon;
let b: OwnerSalon;
beforeAll(async () => {
  a = await ownerSalon(t().app, t().db, 'branch-a');
  b = await ownerSalon(t().app, t().db, 'branch-b');
});

const SETTINGS = '/v0/staff/settings/branches';
const as = (cookie: string, method: string, path: string, body?: unknown) =>
  staffCall(t().app, cookie, method, path, body);
const SPLIT_DAY = [
  { start: '10:00', end: '13:00' },
  { start: '14:00', end: '18:00' },
];
/** Closed on Sundays, open Monday to Saturday with a lunch break. */
const week = (periods: { start: string; end: string }[] = SPLIT_DAY) => [
  [],
  ...Array.from({ length: 6 }, () => periods),
];
const branchBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Main',
  slug: 'main',
  street: 'Weg',
  house_number: '1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '+49 30 1234567',
  timezone: 'Europe/Berlin',
  opening_hours: week(),
  closed_days: [],
  ...overrides,
});
const errorOf = (body: unknown) => z.parse(errorBodySchema, body).error;
const saved = (body: unknown) => z.parse(branchSettingsResponseSchema, body).results;
const branchesOf = async (salon: OwnerSalon) =>
  z.parse(branchSettingsListResponseSchema, (await as(salon.owner, 'GET', SETTINGS)).body).results.branches;
const mainOf = async (salon: OwnerSalon) => {
  const main = (await branchesOf(salon)).find((branch) => branch.slug === 'main');
  if (!main) throw new Error('no main branch');
  return main;
};
const times = async (salon: OwnerSalon, day: string) => {
  const query = { services: salon.services.cut, employee: salon.employees.ana, from: day, to: day };
  const { body } = await availability(t().app, salon, query);
  return z.parse(availabilityResponseSchema, body).results.slots.map((s) => s.start.slice(11, 16));
};
const bookCut = async (salon: OwnerSalon, start: string) => {
  const { status, body } = await book(t().app, salon, bookingBody(salon, { start }));
  expect(status).toBe(201);
  return z.parse(createAppointmentResponseSchema, body).results;
};
const statusOf = async (id: string) =>
  (await t().db.query<{ status: string }>('SELECT status FROM appointments WHERE id = $1', [id]))[0]?.status;

describe('adding and listing branches', () => {
  it('adds a branch with hours, a break and a closed day; customers see it with its address', async () => {
    const closed = [{ date: '2026-04-06', reason: 'Easter Monday' }];
    const added = await as(
      a.owner,
      'POST',
      SETTINGS,
      branchBody({ name: 'Mitte', slug: 'mitte', closed_days: closed }),
    );
    expect(added.status).toBe(201);
    expect(saved(added.body).branch).toMatchObject({
      name: 'Mitte',
      slug: 'mitte',
      house_number: '1',
      phone: '+49 30 1234567',
      timezone: 'Europe/Berlin',
      timezone_locked: false,
      closed: false,
      opening_hours: week(),
      closed_days: closed,
    });
    expect((await branchesOf(a)).map((branch) => branch.slug)).toEqual(['main', 'mitte']);
    const listed = await call(t().app, `/v0/organizations/${a.slug}/branches`);
    const mitte = z.parse(branchListResponseSchema, listed.body).results.branches.find((x) => x.slug === 'mitte');
    expect(mitte).toMatchObject({ name: 'Mitte', street: 'Weg 1', zip: '10115', city: 'Berlin' });
  });

  it.each([
    ['a word the routes use', { slug: 'book' }, 'slug', 'reserved_slug'],
    ['a page address in use', { slug: 'main' }, 'slug', 'slug_taken'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone', 'unknown_time_zone'],
    [
      'two periods that overlap',
      {
        opening_hours: week([
          { start: '09:00', end: '13:00' },
          { start: '12:00', end: '18:00' },
        ]),
      },
      'opening_hours.1.1.start',
      'periods_overlap',
    ],
    [
      'a period that ends first',
      { opening_hours: week([{ start: '13:00', end: '09:00' }]) },
      'opening_hours.1.0.end',
      'end_before_start',
    ],
    ['a phone without calling code', { phone: '030 1234567' }, 'phone', 'missing_calling_code'],
  ])('refuses %s at its field and adds nothing', async (_, change, field, code) => {
    const answer = await as(a.owner, 'POST', SETTINGS, branchBody({ slug: 'new-one', ...change }));
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).fields?.[field]).toEqual([expect.objectContaining({ code })]);
    expect((await branchesOf(a)).some((branch) => branch.slug === 'new-one')).toBe(false);
  });

  it('is the owners’: staff get 403, another organization’s branch is 404', async () => {
    for (const [method, path] of [
      ['GET', SETTINGS],
      ['POST', SETTINGS],
      ['PUT', `${SETTINGS}/${a.branchId}`],
      ['POST', `${SETTINGS}/${a.branchId}/close`],
    ] as const) {
      const answer = await as(a.staff, method, path, method === 'GET' ? undefined : branchBody({ slug: 'x' }));
      expect([path, answer.status, errorOf(answer.body).code]).toEqual([path, 403, 'owner_only']);
    }
    const theirs = await as(b.owner, 'PUT', `${SETTINGS}/${a.branchId}`, branchBody({ name: 'Taken over' }));
    expect([theirs.status, errorOf(theirs.body).code]).toEqual([404, 'branch_not_found']);
    const close = await as(b.owner, 'POST', `${SETTINGS}/${a.branchId}/close`, { on_appointments: 'keep' });
    expect(close.status).toBe(404);
    expect((await branchesOf(b)).map((branch) => branch.slug)).toEqual(['main']);
    expect((await mainOf(a)).name).toBe('Main');
  });
});

describe('hours, closed days and availability', () => {
  it('offers times only inside the new hours, around the break, and none on a closed day', async () => {
    // Before: the branch has no hours of its own, so Ana's 09:00-18:00 decide.
    expect((await times(a, '2026-03-04'))[0]).toBe('09:00');
    const changed = await as(
      a.owner,
      'PUT',
      `${SETTINGS}/${a.branchId}`,
      branchBody({
        closed_days: [{ date: '2026-03-05', reason: 'Training' }],
      }),
    );
    expect(changed.status).toBe(200);
    const wednesday = await times(a, '2026-03-04');
    expect(wednesday[0]).toBe('10:00');
    expect(wednesday).toContain('12:30');
    expect(wednesday.filter((time) => time > '12:30' && time < '14:00')).toEqual([]);
    expect(wednesday.at(-1)).toBe('17:30');
    expect(await times(a, '2026-03-05')).toEqual([]);
    // A booking outside the hours is refused like any time not offered.
    const outside = await book(t().app, a, bookingBody(a, { start: '2026-03-04T13:00:00+01:00' }));
    expect(outside.status).toBe(422);
  });

  it('keeps the time zone once something was booked there, and says why', async () => {
    await bookCut(a, '2026-03-04T10:00:00+01:00');
    expect((await mainOf(a)).timezone_locked).toBe(true);
    const answer = await as(a.owner, 'PUT', `${SETTINGS}/${a.branchId}`, branchBody({ timezone: 'Europe/London' }));
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).fields).toEqual({ timezone: [{ code: 'locked_by_bookings' }] });
    expect((await mainOf(a)).timezone).toBe('Europe/Berlin');
    // A branch nobody booked at yet can still move its zone.
    const mitte = (await branchesOf(a)).find((branch) => branch.slug === 'mitte');
    const moved = await as(
      a.owner,
      'PUT',
      `${SETTINGS}/${mitte?.id}`,
      branchBody({ slug: 'mitte', timezone: 'Europe/Vienna' }),
    );
    expect([moved.status, saved(moved.body).branch.timezone]).toEqual([200, 'Europe/Vienna']);
  });

  it('keeps a zone under its canonical name, and takes a booked zone in another spelling as the same', async () => {
    const mitte = (await branchesOf(a)).find((branch) => branch.slug === 'mitte');
    for (const [given, kept] of [
      ['Europe/Kiev', 'Europe/Kyiv'],
      ['asia/calcutta', 'Asia/Kolkata'],
      ['utc', 'UTC'],
    ]) {
      const answer = await as(
        a.owner,
        'PUT',
        `${SETTINGS}/${mitte?.id}`,
        branchBody({ slug: 'mitte', timezone: given }),
      );
      expect([answer.status, saved(answer.body).branch.timezone]).toEqual([200, kept]);
    }
    // The main branch was booked at in Berlin (the test before): its zone as typed in lower case is still Berlin.
    expect((await mainOf(a)).timezone_locked).toBe(true);
    const same = await as(a.owner, 'PUT', `${SETTINGS}/${a.branchId}`, branchBody({ timezone: 'europe/berlin' }));
    expect([same.status, saved(same.body).branch.timezone]).toEqual([200, 'Europe/Berlin']);
  });
});

describe('changes over booked appointments', () => {
  it('closing a day with a booking lists it and changes nothing until told; kept, it stays booked', async () => {
    const { appointment } = await bookCut(a, '2026-03-06T10:00:00+01:00');
    const closing = branchBody({ closed_days: [{ date: '2026-03-06', reason: 'Inventory' }] });
    const asked = await as(a.owner, 'PUT', `${SETTINGS}/${a.branchId}`, closing);
    expect(asked.status).toBe(409);
    expect(errorOf(asked.body)).toMatchObject({
      code: 'appointment_conflict',
      params: { with: 'appointment', id: appointment.id, count: 1 },
      appointments: [{ id: appointment.id, customer: 'Eva Muster', services: ['Cut'] }],
    });
    expect((await mainOf(a)).closed_days.map((day) => day.date)).not.toContain('2026-03-06');

    const kept = await as(a.owner, 'PUT', `${SETTINGS}/${a.branchId}`, { ...closing, on_appointments: 'keep' });
    expect(kept.status).toBe(200);
    expect(saved(kept.body).kept.map((x) => x.id)).toEqual([appointment.id]);
    expect(saved(kept.body).branch.closed_days).toEqual([{ date: '2026-03-06', reason: 'Inventory' }]);
    expect(await statusOf(appointment.id)).toBe('booked');
    // Asked once: the next save of the same day does not ask again.
    expect((await as(a.owner, 'PUT', `${SETTINGS}/${a.branchId}`, closing)).status).toBe(200);
  });

  it('removing hours with a booking cancels it when told, with the owner’s message to the customer', async () => {
    const { appointment } = await bookCut(a, '2026-03-07T15:00:00+01:00');
    const words = 'We close at 13:00 on Saturdays from now on.\nPlease book another day.';
    const saturdayMornings = week();
    saturdayMornings[6] = [{ start: '10:00', end: '13:00' }];
    const body = branchBody({
      opening_hours: saturdayMornings,
      closed_days: [{ date: '2026-03-06', reason: 'Inventory' }],
    });
    expect((await as(a.owner, 'PUT', `${SETTINGS}/${a.branchId}`, body)).status).toBe(409);
    const cancelled = await as(a.owner, 'PUT', `${SETTINGS}/${a.branchId}`, {
      ...body,
      on_appointments: 'cancel',
      message: words,
    });
    expect(cancelled.status).toBe(200);
    expect(saved(cancelled.body).cancelled.map((x) => x.id)).toEqual([appointment.id]);
    expect(await statusOf(appointment.id)).toBe('cancelled');
    const [mail] = (
      await t().db.query<Parameters<typeof withTexts>[0]>(
        `SELECT ${TEXT_COLUMNS} FROM outbox_messages WHERE booking_id = $1 AND kind = 'cancellation'`,
        [appointment.id],
      )
    ).map(withTexts);
    expect(mail?.text_body).toContain(`Eine Nachricht von Main:\n${words}`);
    expect((await times(a, '2026-03-14')).at(-1)).toBe('12:30');
  });

  it('a week without periods leaves the hours to the employees: nothing loses its time', async () => {
    expect((await times(a, '2026-03-10'))[0]).toBe('10:00');
    const cleared = await as(a.owner, 'PUT', `${SETTINGS}/${a.branchId}`, branchBody({ opening_hours: week([]) }));
    expect([cleared.status, saved(cleared.body).kept]).toEqual([200, []]);
    expect((await times(a, '2026-03-10'))[0]).toBe('09:00');
  });

  it('closing the branch asks about its bookings, then hides it; manage links keep working; reopening lists it', async () => {
    const { manage_token } = await bookCut(b, '2026-03-04T11:00:00+01:00');
    const close = `${SETTINGS}/${b.branchId}/close`;
    const asked = await as(b.owner, 'POST', close, {});
    expect([asked.status, errorOf(asked.body).appointments?.length]).toEqual([409, 1]);
    const closed = await as(b.owner, 'POST', close, { on_appointments: 'keep' });
    expect([closed.status, saved(closed.body).branch.closed]).toEqual([200, true]);
    const listed = await call(t().app, `/v0/organizations/${b.slug}/branches`);
    expect(z.parse(branchListResponseSchema, listed.body).results.branches).toEqual([]);
    // Its own address is not found from the next request on: the save forgets the cached branch.
    const query = { services: b.services.cut, employee: b.employees.ana, from: '2026-03-05', to: '2026-03-05' };
    const hidden = await availability(t().app, b, query);
    expect([hidden.status, errorOf(hidden.body).code]).toEqual([404, 'branch_not_found']);
    expect((await manage(t().app, b, manage_token)).status).toBe(200);

    const reopened = await as(b.owner, 'POST', `${SETTINGS}/${b.branchId}/reopen`);
    expect([reopened.status, saved(reopened.body).branch.closed]).toEqual([200, false]);
    expect((await times(b, '2026-03-05')).length).toBeGreaterThan(0);
  });
});
