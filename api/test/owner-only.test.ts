import type { Operation } from '@booking/shared/contract/operation';
import { OPERATIONS } from '@booking/shared/contract/operations';
import { beforeAll, describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { goodValue, schemaOf } from './fuzz/good-values';
import { type AccountsApp, confirmedOwner, send, signIn, useAccountsApp } from './helpers/account-calls';
import { ALLOWED_ORIGIN, call } from './helpers/test-app';
import { imageOf, uploadInit } from './helpers/test-images';

/*
 * Every owner-only operation of the contract's list, so a new one is covered without being
 * named here (decision 0055): staff of the organization get 403 `owner_only`, an owner of
 * another organization gets 404 for the first one's accounts and sessions and never sees
 * them, and neither changes anything. Bodies are good values of each operation's schema, so
 * the refusal is the role's or the organization's, not the input's.
 */
const OWNER_ONLY = OPERATIONS.filter((op) => op.ownerOnly);
const t = useAccountsApp();
let staffCookie: string;
let otherOwnerCookie: string;
let ids: Record<string, string>;
let before: unknown;
let servicesBefore: unknown;

const teamOfDemoSalon = (app: AccountsApp) =>
  app.db.query(
    `SELECT u.id, u.role, u.email, (SELECT count(*) FROM staff_sessions s WHERE s.staff_user_id = u.id) AS sessions
       FROM staff_users u JOIN organizations o ON o.id = u.organization_id
      WHERE o.slug = 'demo-salon' ORDER BY u.email`,
  );

const servicesOfDemoSalon = (app: AccountsApp) =>
  app.db.query(
    `SELECT s.*, c.name AS category_name, c.position AS category_position,
            (SELECT array_agg(employee_id ORDER BY employee_id) FROM employee_services es WHERE es.service_id = s.id) AS employees
       FROM services s JOIN service_categories c ON c.id = s.category_id JOIN organizations o ON o.id = s.organization_id
      WHERE o.slug = 'demo-salon' ORDER BY s.id`,
  );

beforeAll(async () => {
  staffCookie = (await signIn(t(), 'staff@demo-salon.test', 'demo-salon-staff')).cookie ?? '';
  await signIn(t(), 'owner@demo-salon.test', 'demo-salon-owner');
  otherOwnerCookie = (await confirmedOwner(t(), 'other-salon')).cookie;
  const [row] = await t().db.query<{ account: string; session: string }>(
    `SELECT u.id AS account, s.id AS session FROM staff_users u JOIN staff_sessions s ON s.staff_user_id = u.id
      WHERE u.email = 'owner@demo-salon.test' LIMIT 1`,
  );
  const [branch] = await t().db.query<{ id: string }>(
    `SELECT b.id FROM branches b JOIN organizations o ON o.id = b.organization_id WHERE o.slug = 'demo-salon' LIMIT 1`,
  );
  const [service] = await t().db.query<{ service: string; category: string }>(
    `SELECT s.id AS service, s.category_id AS category FROM services s JOIN organizations o ON o.id = s.organization_id
      WHERE o.slug = 'demo-salon' LIMIT 1`,
  );
  const [employee] = await t().db.query<{ id: string }>(
    `SELECT e.id FROM employees e JOIN organizations o ON o.id = e.organization_id WHERE o.slug = 'demo-salon' LIMIT 1`,
  );
  ids = {
    employee: employee?.id ?? '',
    day: '2026-12-01',
    account: row?.account ?? '',
    session: row?.session ?? '',
    branch: branch?.id ?? '',
    service: service?.service ?? '',
    category: service?.category ?? '',
    // A floor's parts of no one: the role, or the other organization's branch, refuses first.
    area: '00000000-0000-4000-8000-0000000000a1',
    table: '00000000-0000-4000-8000-0000000000b1',
    combination: '00000000-0000-4000-8000-0000000000c1',
  };
  before = await teamOfDemoSalon(t());
  servicesBefore = await servicesOfDemoSalon(t());
});

/**
 * Bodies a good value of the schema cannot stand for: the page's links must be https and its
 * images the caller's own uploads; going live needs the checklist done (switching off does not).
 */
const EXAMPLES: Record<string, unknown> = {
  savePageSettings: {
    name: 'Other Salon',
    color: '#123456',
    logo_image: null,
    banner_image: null,
    instagram_url: null,
    facebook_url: null,
    terms_of_service_url: 'https://other-salon.example/terms',
    privacy_policy_url: null,
    imprint_url: null,
  },
  setGoLive: { live: false },
};

/** An upload's body is a file's bytes, not JSON (decision 0058). */
async function sendOp(op: Operation, cookie: string) {
  const { method, path, body } = request(op);
  if (!op.upload) return send(t(), method, path, body, { cookie });
  const query = op.query ? `?${new URLSearchParams({ purpose: 'logo' })}` : '';
  return call(t().app, `${path}${query}`, uploadInit(await imageOf(40, 20), cookie, ALLOWED_ORIGIN));
}

/** Bodies whose rules reach across fields (opening hours, lead times): a random one would be a 400. */
const week = [[], ...Array.from({ length: 6 }, () => [{ start: '09:00', end: '18:00' }])];
const branchBody = {
  ...{ name: 'Elsewhere', slug: 'elsewhere', street: 'Weg', house_number: '2', zip: '10115', city: 'Berlin' },
  ...{ country: 'DE', phone: '', timezone: 'Europe/Berlin', opening_hours: week, closed_days: [] },
};
const tableBody = { name: 'T9', area_id: null, min_seats: 2, max_seats: 4, use: 'online' };
const combinationBody = {
  name: 'T8 + T9',
  table_ids: ['00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2'],
  min_seats: 5,
  max_seats: 8,
};
const GOOD_BODIES: Readonly<Record<string, unknown>> = {
  createTable: tableBody,
  retireTable: {},
  removeCombination: {},
  updateTable: tableBody,
  createCombination: combinationBody,
  updateCombination: combinationBody,
  createBranchSettings: branchBody,
  updateBranchSettings: branchBody,
  updateBookingRules: {
    min_booking_lead_time: { value: 1, type: 'days' },
    max_booking_lead_time: { value: 3, type: 'months' },
    reservation_frequency_minutes: 10,
    cancellation_lead_time: { value: 1, type: 'days' },
    editing_limit: { value: 0, type: 'hours' },
    ...{ editing_fee_minor: 0, late_cancellation_fee_minor: 0, late_rescheduling_fee_minor: 0 },
    ...{ max_services_per_appointment: 3, allow_employee_selection: true, online_payment: 'allowed' },
    ...{ hold_minutes: 10, payment_window_minutes: 10, currency: 'EUR' },
  },
};

function request(op: Operation) {
  const path = op.path.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`no demo salon value for {${name}} of ${op.id}: add one here`);
    return id;
  });
  const [body] =
    op.id in EXAMPLES || op.id in GOOD_BODIES
      ? [EXAMPLES[op.id] ?? GOOD_BODIES[op.id]]
      : op.body
        ? fc.sample(goodValue(schemaOf(op.body), {}), { numRuns: 1, seed: 27 })
        : [undefined];
  return { method: op.method.toUpperCase(), path, body };
}

it('covers the team and session operations', () => {
  expect(OWNER_ONLY.map((op) => op.id)).toEqual(
    expect.arrayContaining([
      'listTeam',
      'inviteTeamMember',
      'changeTeamRole',
      'removeTeamMember',
      'listTeamSessions',
      'endTeamSession',
    ]),
  );
  expect(OWNER_ONLY.every((op) => op.staffSession && op.errors.includes('owner_only'))).toBe(true);
});

describe('owner-only operations', () => {
  it.each(OWNER_ONLY.map((op) => ({ id: op.id, op })))('$id: 403 owner_only for staff', async ({ op }) => {
    const answer = await sendOp(op, staffCookie);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: { code: 'owner_only' } });
  });

  it.each(OWNER_ONLY.map((op) => ({ id: op.id, op })))(
    "$id: another organization's owner gets 404 or sees none of it",
    async ({ op }) => {
      const answer = await sendOp(op, otherOwnerCookie);
      if (op.params) {
        expect(answer.status).toBe(404);
        expect((answer.body as { error: { code: string } }).error.code).toMatch(/_not_found$/);
      } else {
        // Its own (empty) data, or a refusal of ids in the body that are not its own.
        if (answer.status >= 300) expect(answer.body).toMatchObject({ error: { code: 'invalid_input' } });
        for (const secret of ['demo-salon.test', ids.account, ids.session]) expect(answer.text).not.toContain(secret);
      }
    },
  );

  it("left the organization's accounts, roles and sessions as they were", async () => {
    expect(await teamOfDemoSalon(t())).toEqual(before);
  });

  it("left the organization's services and categories as they were", async () => {
    expect(await servicesOfDemoSalon(t())).toEqual(servicesBefore);
  });
});
