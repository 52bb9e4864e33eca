import { describe, expect, it } from '@rstest/core';
import { confirmedOwner, send, signIn, tokenIn, useAccountsApp } from './helpers/account-calls';
import { call } from './helpers/test-app';

// Forgot password (decision 0055): a link valid for an hour, once; the same answer for an
// unknown email; a new password ends every session of the account.
const t = useAccountsApp();
const HOUR = 3_600_000;
const forgot = (email: string, locale = 'en') => send(t(), 'POST', '/v0/staff/password-reset', { email, locale });
const reset = (token: string, password: string) => send(t(), 'PUT', '/v0/staff/password-reset', { token, password });
const resetMailTo = async (email: string) => {
  const mails = (await t().sendEmails()).filter((m) => m.to === email);
  expect(mails).toHaveLength(1);
  return mails[0] ?? { subject: '', text: '' };
};
const signedIn = async (cookie: string) => (await call(t().app, '/v0/staff/session', { headers: { cookie } })).status;

describe('forgot password', () => {
  it('answers an unknown email exactly as a known one, and emails nobody', async () => {
    const known = await forgot('staff@demo-restaurant.test');
    const unknown = await forgot('nobody@nowhere.test');
    expect(unknown.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual({ results: { email: 'nobody@nowhere.test' } });
    const mails = await t().sendEmails();
    expect(mails.map((m) => m.to)).toEqual(['staff@demo-restaurant.test']);
  });

  it('sets the new password from the link, ends every session, and the link works once', async () => {
    const owner = await confirmedOwner(t(), 'reset-salon');
    const otherDevice = (await signIn(t(), owner.email, owner.password)).cookie ?? '';
    await forgot(owner.email, 'de');
    const mail = await resetMailTo(owner.email);
    expect(mail.subject).toBe('Neues Passwort festlegen');
    expect(mail.text).toContain('https://book.example/staff/reset-password#token=');
    expect(mail.text).toContain('innerhalb von 1 Stunde');

    expect((await reset(tokenIn(mail.text), 'a new and longer secret')).status).toBe(204);
    expect(await signedIn(owner.cookie)).toBe(401);
    expect(await signedIn(otherDevice)).toBe(401);
    expect((await signIn(t(), owner.email, owner.password)).body).toEqual({ error: { code: 'invalid_password' } });
    expect((await signIn(t(), owner.email, 'a new and longer secret')).status).toBe(200);

    const again = await reset(tokenIn(mail.text), 'yet another long secret');
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ error: { code: 'link_invalid' } });
  });

  it('refuses a weak password at its field without spending the link', async () => {
    await forgot('staff@demo-salon.test');
    const token = tokenIn((await resetMailTo('staff@demo-salon.test')).text);
    const weak = await reset(token, 'password1234');
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      error: { code: 'invalid_input', fields: { password: [{ code: 'common_password' }] } },
    });
    expect((await reset(token, 'Schere, Kamm und Föhn')).status).toBe(204);
  });

  it('ends every other reset link of the account once one is used', async () => {
    await forgot('owner@demo-restaurant.test');
    const older = tokenIn((await resetMailTo('owner@demo-restaurant.test')).text);
    await forgot('owner@demo-restaurant.test');
    const newer = tokenIn((await resetMailTo('owner@demo-restaurant.test')).text);
    expect((await reset(newer, 'the newest link set this')).status).toBe(204);
    const stale = await reset(older, 'whoever found the older link');
    expect(stale.status).toBe(410);
    expect(stale.body).toEqual({ error: { code: 'link_invalid' } });
    expect((await signIn(t(), 'owner@demo-restaurant.test', 'the newest link set this')).status).toBe(200);
  });

  it('ends the outstanding reset links once the account signs in with its password', async () => {
    const owner = await confirmedOwner(t(), 'remembered-salon');
    await forgot(owner.email);
    const token = tokenIn((await resetMailTo(owner.email)).text);
    expect((await signIn(t(), owner.email, owner.password)).status).toBe(200);
    expect((await reset(token, 'a leaked link sets this')).status).toBe(410);
    expect((await signIn(t(), owner.email, owner.password)).status).toBe(200);
  });

  it('does the same work for an unknown email: the same statements, which write no row', async () => {
    const rows = async () =>
      (
        await t().db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM account_tokens)::int + (SELECT count(*) FROM outbox_messages)::int AS n`,
        )
      )[0]?.n;
    const before = await rows();
    await forgot('nobody-at-all@nowhere.test');
    expect(await rows()).toBe(before);
    await forgot('staff@demo-restaurant.test');
    expect(await rows()).toBe((before ?? 0) + 2);
  });

  it('refuses the link after an hour', async () => {
    await forgot('owner@demo-salon.test');
    const token = tokenIn((await resetMailTo('owner@demo-salon.test')).text);
    t().clock.advance(HOUR + 1000);
    expect((await reset(token, 'too late for this one')).status).toBe(410);
    expect((await signIn(t(), 'owner@demo-salon.test', 'demo-salon-owner')).status).toBe(200);
  });
});
