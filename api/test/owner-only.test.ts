import type { Operation } from '@booking/shared/contract/operation';
import { OPERATIONS } from '@booking/shared/contract/operations';
import { beforeAll, describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { goodValue, schemaOf } from './fuzz/good-values';
import { type AccountsApp, confirmedOwner, send, signIn, useAccountsApp } from './helpers/account-calls';

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

const teamOfDemoSalon = (app: AccountsApp) =>
  app.db.query(
    `SELECT u.id, u.role, u.email, (SELECT count(*) FROM staff_sessions s WHERE s.staff_user_id = u.id) AS sessions
       FROM staff_users u JOIN organizations o ON o.id = u.organization_id
      WHERE o.slug = 'demo-salon' ORDER BY u.email`,
  );

beforeAll(async () => {
  staffCookie = (await signIn(t(), 'staff@demo-salon.test', 'demo-salon-staff')).cookie ?? '';
  await signIn(t(), 'owner@demo-salon.test', 'demo-salon-owner');
  otherOwnerCookie = (await confirmedOwner(t(), 'other-salon')).cookie;
  const [row] = await t().db.query<{ account: string; session: string }>(
    `SELECT u.id AS account, s.id AS session FROM staff_users u JOIN staff_sessions s ON s.staff_user_id = u.id
      WHERE u.email = 'owner@demo-salon.test' LIMIT 1`,
  );
  const [employee] = await t().db.query<{ id: string }>(
    `SELECT e.id FROM employees e JOIN organizations o ON o.id = e.organization_id WHERE o.slug = 'demo-salon' LIMIT 1`,
  );
  ids = { account: row?.account ?? '', session: row?.session ?? '', employee: employee?.id ?? '', day: '2026-12-01' };
  before = await teamOfDemoSalon(t());
});

function request(op: Operation) {
  const path = op.path.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`no demo salon value for {${name}} of ${op.id}: add one here`);
    return id;
  });
  const [body] = op.body ? fc.sample(goodValue(schemaOf(op.body), {}), { numRuns: 1, seed: 27 }) : [undefined];
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
    const { method, path, body } = request(op);
    const answer = await send(t(), method, path, body, { cookie: staffCookie });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: { code: 'owner_only' } });
  });

  it.each(OWNER_ONLY.map((op) => ({ id: op.id, op })))(
    "$id: another organization's owner gets 404 or sees none of it",
    async ({ op }) => {
      const { method, path, body } = request(op);
      const answer = await send(t(), method, path, body, { cookie: otherOwnerCookie });
      if (op.params) {
        expect(answer.status).toBe(404);
        expect((answer.body as { error: { code: string } }).error.code).toMatch(/_not_found$/);
      } else {
        expect(answer.status).toBeLessThan(300);
        for (const secret of ['demo-salon.test', ids.account, ids.session]) expect(answer.text).not.toContain(secret);
      }
    },
  );

  it("left the organization's accounts, roles and sessions as they were", async () => {
    expect(await teamOfDemoSalon(t())).toEqual(before);
  });
});
