import { describe, expect, it } from '@rstest/core';
import { confirmedOwner, send, signIn, tokenIn, useAccountsApp } from './helpers/account-calls';
import { call } from './helpers/test-app';

// Owners invite, list, change and remove the team's accounts and see who is signed in
// (decision 0055); the organization never loses its last owner.
const t = useAccountsApp();
const DAY = 86_400_000;
type Account = { id: string; name: string; email: string; role: string; state: string };
const team = async (cookie: string) =>
  ((await send(t(), 'GET', '/v0/staff/team', undefined, { cookie })).body as { results: { accounts: Account[] } })
    .results.accounts;
const invite = (cookie: string, email: string, role = 'staff', locale = 'en') =>
  send(t(), 'POST', '/v0/staff/team', { first_name: 'Tom', last_name: 'Berg', email, role, locale }, { cookie });
const invitationTo = async (email: string) => {
  const mail = (await t().sendEmails()).find((m) => m.to === email);
  if (!mail) throw new Error(`no invitation to ${email}`);
  return mail;
};
const accept = (token: string, password: string) => send(t(), 'POST', '/v0/staff/invitation', { token, password });
const status = async (cookie: string) => (await call(t().app, '/v0/staff/session', { headers: { cookie } })).status;

describe('invitations', () => {
  it('invites by email; the link sets a password once, and the new member signs in as staff', async () => {
    const owner = await confirmedOwner(t(), 'team-salon');
    const invited = await invite(owner.cookie, 'tom@team-salon.test');
    expect(invited.status).toBe(201);
    expect((invited.body as { results: { account: Account } }).results.account).toMatchObject({
      name: 'Tom Berg',
      email: 'tom@team-salon.test',
      role: 'staff',
      state: 'invited',
    });
    const mail = await invitationTo('tom@team-salon.test');
    expect(mail.subject).toBe('You are invited to Haarwerk Neukölln');
    expect(mail.text).toContain('as a member of staff');
    expect(mail.text).toContain('within 7 days');
    // No password yet: nothing signs in.
    expect((await signIn(t(), 'tom@team-salon.test', '')).status).toBe(400);

    expect((await accept(tokenIn(mail.text), 'Toms eigenes Passwort')).status).toBe(204);
    const tom = await signIn(t(), 'tom@team-salon.test', 'Toms eigenes Passwort');
    expect((tom.body as { results: { staff: { role: string } } }).results.staff.role).toBe('staff');
    expect((await accept(tokenIn(mail.text), 'noch ein Passwort!')).status).toBe(410);

    const accounts = await team(owner.cookie);
    expect(accounts.map(({ email, role, state }) => ({ email, role, state }))).toEqual([
      { email: owner.email, role: 'owner', state: 'active' },
      { email: 'tom@team-salon.test', role: 'staff', state: 'active' },
    ]);
  });

  it('answers an email that has an account elsewhere as any invitation, and tells the person by email', async () => {
    const owner = await confirmedOwner(t(), 'taken-salon');
    const fresh = await invite(owner.cookie, 'new@taken-salon.test');
    const taken = await invite(owner.cookie, 'STAFF@demo-salon.test');
    expect(taken.status).toBe(fresh.status);
    expect((taken.body as { results: { account: Account } }).results.account).toMatchObject({
      name: 'Tom Berg',
      email: 'staff@demo-salon.test',
      role: 'staff',
      state: 'invited',
    });
    const listed = await team(owner.cookie);
    expect(listed.map(({ email, state }) => ({ email, state }))).toEqual([
      { email: owner.email, state: 'active' },
      { email: 'new@taken-salon.test', state: 'invited' },
      { email: 'staff@demo-salon.test', state: 'invited' },
    ]);
    const mails = (await t().sendEmails()).filter((m) => m.to === 'staff@demo-salon.test');
    expect(mails.map((m) => m.subject)).toEqual(['You are invited to Haarwerk Neukölln']);
    expect(mails[0]?.text).toContain('already has an account');
    expect(mails[0]?.text).not.toContain('#token=');
    // The account elsewhere is as it was.
    expect((await signIn(t(), 'staff@demo-salon.test', 'demo-salon-staff')).status).toBe(200);

    // Withdrawn like any invitation; its role changes like any invitation's.
    const id = listed.find((a) => a.email === 'staff@demo-salon.test')?.id;
    const promoted = await send(t(), 'PATCH', `/v0/staff/team/${id}`, { role: 'owner' }, { cookie: owner.cookie });
    expect((promoted.body as { results: { account: Account } }).results.account.role).toBe('owner');
    expect((await send(t(), 'DELETE', `/v0/staff/team/${id}`, undefined, { cookie: owner.cookie })).status).toBe(204);
    expect((await team(owner.cookie)).map((a) => a.email)).not.toContain('staff@demo-salon.test');
  });

  it('refuses an email already on the own team, which the owner sees in the list', async () => {
    const owner = await confirmedOwner(t(), 'own-team-salon');
    expect((await invite(owner.cookie, 'twice@own-team-salon.test')).status).toBe(201);
    for (const email of ['twice@own-team-salon.test', owner.email]) {
      const answer = await invite(owner.cookie, email);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: { code: 'invalid_input', fields: { email: [{ code: 'account_email_taken' }] } },
      });
    }
  });

  it('refuses the invitation link after 7 days', async () => {
    const owner = await confirmedOwner(t(), 'slow-salon');
    await invite(owner.cookie, 'late@slow-salon.test', 'owner', 'de');
    const mail = await invitationTo('late@slow-salon.test');
    expect(mail.text).toContain('als Inhaber');
    t().clock.advance(7 * DAY + 1000);
    expect((await accept(tokenIn(mail.text), 'ein spätes Passwort')).status).toBe(410);
  });
});

describe('roles and the last owner', () => {
  it('keeps the last owner an owner, and lets one go once another owner can sign in', async () => {
    const owner = await confirmedOwner(t(), 'owner-salon');
    const me = (await team(owner.cookie))[0] as Account;
    const demote = await send(t(), 'PATCH', `/v0/staff/team/${me.id}`, { role: 'staff' }, { cookie: owner.cookie });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ error: { code: 'last_owner' } });
    const remove = await send(t(), 'DELETE', `/v0/staff/team/${me.id}`, undefined, { cookie: owner.cookie });
    expect(remove.body).toEqual({ error: { code: 'last_owner' } });

    // An invited owner who has not set a password does not count.
    await invite(owner.cookie, 'second@owner-salon.test', 'owner');
    const mail = await invitationTo('second@owner-salon.test');
    expect((await send(t(), 'DELETE', `/v0/staff/team/${me.id}`, undefined, { cookie: owner.cookie })).status).toBe(
      409,
    );
    await accept(tokenIn(mail.text), 'second owner password');
    const changed = await send(t(), 'PATCH', `/v0/staff/team/${me.id}`, { role: 'staff' }, { cookie: owner.cookie });
    expect(changed.status).toBe(200);
    expect((changed.body as { results: { account: Account } }).results.account.role).toBe('staff');
    // Demoted, the same session is refused the owner's operations at once.
    const list = await send(t(), 'GET', '/v0/staff/team', undefined, { cookie: owner.cookie });
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ error: { code: 'owner_only' } });
  });

  it('leaves one owner when two owners demote each other at once', async () => {
    const first = await confirmedOwner(t(), 'duel-salon');
    await invite(first.cookie, 'second@duel-salon.test', 'owner');
    await accept(tokenIn((await invitationTo('second@duel-salon.test')).text), 'the second owner here');
    const second = (await signIn(t(), 'second@duel-salon.test', 'the second owner here')).cookie ?? '';
    const accounts = await team(first.cookie);
    const idOf = (email: string) => accounts.find((a) => a.email === email)?.id;
    const answers = await Promise.all([
      send(
        t(),
        'PATCH',
        `/v0/staff/team/${idOf('second@duel-salon.test')}`,
        { role: 'staff' },
        { cookie: first.cookie },
      ),
      send(t(), 'PATCH', `/v0/staff/team/${idOf(first.email)}`, { role: 'staff' }, { cookie: second }),
    ]);
    // The second is refused: as the last owner (409), or, when the first change came before
    // its own began, as staff (403).
    expect(answers.map((a) => a.status).sort()[0]).toBe(200);
    expect([403, 409]).toContain(answers.map((a) => a.status).sort()[1]);
    const owners = await t().db.query(
      `SELECT 1 FROM staff_users u JOIN organizations o ON o.id = u.organization_id
        WHERE o.slug = 'duel-salon' AND u.role = 'owner'`,
    );
    expect(owners).toHaveLength(1);
  });

  it('gives each demo merchant an owner, and keeps the demo staff staff', async () => {
    const roles = await t().db.query(
      `SELECT email, role FROM staff_users WHERE email LIKE '%@demo-%.test' ORDER BY email`,
    );
    expect(roles).toEqual([
      { email: 'owner@demo-restaurant.test', role: 'owner' },
      { email: 'owner@demo-salon.test', role: 'owner' },
      { email: 'staff@demo-restaurant.test', role: 'staff' },
      { email: 'staff@demo-salon.test', role: 'staff' },
    ]);
    const owner = await signIn(t(), 'owner@demo-restaurant.test', 'demo-restaurant-owner');
    expect((owner.body as { results: { staff: { role: string } } }).results.staff.role).toBe('owner');
  });

  it('removes an account and ends its sessions at once', async () => {
    const owner = await confirmedOwner(t(), 'remove-salon');
    await invite(owner.cookie, 'gone@remove-salon.test');
    await accept(tokenIn((await invitationTo('gone@remove-salon.test')).text), 'bald nicht mehr hier');
    const gone = (await signIn(t(), 'gone@remove-salon.test', 'bald nicht mehr hier')).cookie ?? '';
    expect(await status(gone)).toBe(200);
    const account = (await team(owner.cookie)).find((a) => a.email === 'gone@remove-salon.test') as Account;
    expect(
      (await send(t(), 'DELETE', `/v0/staff/team/${account.id}`, undefined, { cookie: owner.cookie })).status,
    ).toBe(204);
    expect(await status(gone)).toBe(401);
    expect((await team(owner.cookie)).map((a) => a.email)).toEqual([owner.email]);
  });
});

describe('sessions', () => {
  it('shows who is signed in with their last activity, and ends a session at once', async () => {
    const owner = await confirmedOwner(t(), 'session-salon');
    const phone = (await signIn(t(), owner.email, owner.password)).cookie ?? '';
    t().clock.advance(60_000);
    await status(owner.cookie);
    const listed = await send(t(), 'GET', '/v0/staff/team/sessions', undefined, { cookie: owner.cookie });
    type Session = { id: string; account: { email: string }; last_activity_at: string; current: boolean };
    const sessions = (listed.body as { results: { sessions: Session[] } }).results.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => s.account.email === owner.email)).toBe(true);
    const [mine, other] = [sessions.find((s) => s.current), sessions.find((s) => !s.current)];
    expect(mine?.last_activity_at).toBe(t().clock.now().toISOString());
    expect(Date.parse(other?.last_activity_at ?? '')).toBeLessThan(t().clock.now().getTime());

    const ended = await send(t(), 'DELETE', `/v0/staff/team/sessions/${other?.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(ended.status).toBe(204);
    expect(await status(phone)).toBe(401);
    expect(await status(owner.cookie)).toBe(200);
    const twice = await send(t(), 'DELETE', `/v0/staff/team/sessions/${other?.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(twice.body).toEqual({ error: { code: 'session_not_found' } });
  });
});
