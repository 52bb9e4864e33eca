import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { branchListResponseSchema } from '@booking/shared/contract/branches';
import { errorBodySchema } from '@booking/shared/contract/error-body';
import { staffBranchListResponseSchema } from '@booking/shared/contract/staff-calendar';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { MERCHANT_CACHE_MS } from '../src/http/merchant-lookup';
import { availability, book, bookingBody, hold, manage, post } from './helpers/booking-calls';
import { staffCall, staffSalon } from './helpers/staff-calls';
import { call, useTestApp } from './helpers/test-app';
import { createTestBranch, createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';
import { within } from './helpers/within';

/*
 * A branch its owner closed is not offered to customers: not in the list, and its own address
 * answers as a branch that does not exist (the booking page shows its not-found screen), as a
 * page switched off does. The bookings made there keep their manage and payment links, and
 * staff still find it, marked closed, for the appointments kept there.
 */
const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
let onSite: string;
let online: string;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'closed-branch-salon');
  // A second branch, so the list has something left to show.
  await t().db.query("UPDATE branches SET slug = 'old-town', name = 'Old Town' WHERE id = $1", [salon.branchId]);
  await createTestBranch(t().db, salon.organizationId);
  salon = { ...salon, branch: 'old-town' };
  const booked = async (overrides: Record<string, unknown>) => {
    const answer = await book(t().app, salon, bookingBody(salon, overrides));
    expect(answer.status).toBe(201);
    return z.parse(createAppointmentResponseSchema, answer.body).results.manage_token;
  };
  onSite = await booked({});
  online = await booked({ start: '2026-03-05T10:00:00+01:00', payment: 'online' });
  await t().db.query('UPDATE branches SET closed_at = $2 WHERE id = $1', [salon.branchId, TEST_NOW]);
});

const base = () => `/v0/organizations/${salon.slug}`;
const codeOf = (body: unknown) => z.parse(errorBodySchema, body).error.code;

describe('a closed branch', () => {
  it('leaves the branch list and answers as not found at its own address', async () => {
    const services = await within(
      MERCHANT_CACHE_MS * 2,
      () => call(t().app, `${base()}/branches/old-town/services`),
      (answer) => answer.status === 404,
    );
    expect([services.status, codeOf(services.body)]).toEqual([404, 'branch_not_found']);
    const listed = z.parse(branchListResponseSchema, (await call(t().app, `${base()}/branches`)).body);
    expect(listed.results.branches.map((branch) => branch.slug)).toEqual(['main']);

    const employees = await within(
      MERCHANT_CACHE_MS * 2,
      () => call(t().app, `${base()}/branches/old-town/employees`),
      (answer) => answer.status === 404,
    );
    expect(codeOf(employees.body)).toBe('branch_not_found');
    const times = await availability(t().app, salon, {
      services: salon.services.cut,
      from: '2026-03-06',
      to: '2026-03-06',
    });
    expect([times.status, codeOf(times.body)]).toEqual([404, 'branch_not_found']);
    const held = await hold(t().app, salon, { services: [salon.services.cut], start: '2026-03-06T10:00:00+01:00' });
    expect([held.status, codeOf(held.body)]).toEqual([404, 'branch_not_found']);
    const booked = await book(t().app, salon, bookingBody(salon, { start: '2026-03-06T10:00:00+01:00' }));
    expect([booked.status, codeOf(booked.body)]).toEqual([404, 'branch_not_found']);
  });

  it('keeps the manage and payment links of the bookings made there', async () => {
    expect((await manage(t().app, salon, onSite)).status).toBe(200);
    const payment = await manage(t().app, salon, online, '/payment', post());
    expect(payment.status).toBe(201);
    expect((await manage(t().app, salon, onSite, '/cancel', post())).status).toBe(200);
  });
});

describe('staff at a closed branch', () => {
  it('still find it in their branch choice, marked closed, and open its calendar', async () => {
    const staff = await staffSalon(t().app, t().db, 'closed-branch-staff');
    await t().db.query('UPDATE branches SET closed_at = $2 WHERE id = $1', [staff.branchId, TEST_NOW]);
    const { body } = await staffCall(t().app, staff.cookie, 'GET', '/v0/staff/branches');
    expect(z.parse(staffBranchListResponseSchema, body).results.branches).toEqual([
      {
        id: staff.branchId,
        slug: 'main',
        name: 'Main',
        timezone: 'Europe/Berlin',
        country: 'DE',
        street: 'Weg 1',
        zip: '10115',
        city: 'Berlin',
        closed: true,
      },
    ]);
    const calendar = await staffCall(
      t().app,
      staff.cookie,
      'GET',
      '/v0/staff/branches/main/calendar?from=2026-03-04&to=2026-03-04',
    );
    expect(calendar.status).toBe(200);
  });
});
