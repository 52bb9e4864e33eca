import { describe, expect, it } from '@rstest/core';
import { confirmedOwner, DEFAULT_ACCOUNT_LIMITS, send, signUpBody, useAccountsApp } from './helpers/account-calls';
import { CLIENT_HEADER, call } from './helpers/test-app';

// Sign-up, the address check, password-reset requests and links are limited with the
// limits the API starts with (decision 0055); each limiter keeps fewer buckets than the
// process's 50,000, so that a flood larger than the store takes a thousand requests, not
// fifty thousand (decision 0078).
const MAX_BUCKETS = 1_000;
const t = useAccountsApp({ accountLimits: DEFAULT_ACCOUNT_LIMITS, maxBuckets: MAX_BUCKETS });

describe('account limits', () => {
  it('lets one address sign up 5 times in 10 minutes, then answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = signUpBody({ organization: `flood-${i}`, email: `flood-${i}@flood.test` });
      statuses.push((await send(t(), 'POST', '/v0/staff/sign-up', body, { client: 'flooder' })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await send(t(), 'POST', '/v0/staff/sign-up', signUpBody({ organization: 'flood-x' }), {
      client: 'flooder',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held up.
    const other = signUpBody({ organization: 'not-flood', email: 'calm@calm.test' });
    expect((await send(t(), 'POST', '/v0/staff/sign-up', other, { client: 'calm' })).status).toBe(202);
  });

  it("sends one person's address at most 3 reset emails an hour, whoever asks", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const body = { email: 'staff@demo-salon.test', locale: 'en' };
      statuses.push((await send(t(), 'POST', '/v0/staff/password-reset', body, { client: `client-${i}` })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const mails = (await t().sendEmails()).filter((m) => m.to === 'staff@demo-salon.test');
    expect(mails).toHaveLength(3);
  });

  it('sends a signed-up address at most 3 emails an hour: the sign-up and two confirmations again', async () => {
    const email = 'again@again.test';
    const body = signUpBody({ organization: 'again-and-again', email });
    expect((await send(t(), 'POST', '/v0/staff/sign-up', body, { client: 'again-0' })).status).toBe(202);
    const statuses: number[] = [];
    for (let i = 1; i < 4; i++) {
      const again = { email, locale: 'en' };
      statuses.push(
        (await send(t(), 'POST', '/v0/staff/sign-up/confirmation-email', again, { client: `again-${i}` })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 429]);
    expect((await t().sendEmails()).filter((m) => m.to === email)).toHaveLength(3);
  });

  it('lets one address ask for the confirmation again 10 times in 10 minutes, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const again = { email: `someone-${i}@again.test`, locale: 'en' };
      statuses.push(
        (await send(t(), 'POST', '/v0/staff/sign-up/confirmation-email', again, { client: 'asker' })).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
  });

  it('answers 60 address checks at once from one address, then 429', async () => {
    const check = () =>
      call(t().app, '/v0/staff/sign-up/availability?organization=mein-salon', {
        headers: { [CLIENT_HEADER]: 'typist' },
      });
    for (let i = 0; i < 60; i++) expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(429);
    t().clock.advance(1000);
    expect((await check()).status).toBe(200);
  });

  it('limits followed links by address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const token = `${'x'.repeat(42)}${i % 10}`;
      statuses.push((await send(t(), 'POST', '/v0/staff/sign-up/pending', { token }, { client: 'guesser' })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 410)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("keeps a victim's exhausted reset bucket while one address asks for more other emails than the store holds", async () => {
    const victim = { email: 'victim@demo-salon.test', locale: 'en' };
    for (let i = 0; i < 3; i++) await send(t(), 'POST', '/v0/staff/password-reset', victim, { client: `victim-${i}` });
    expect((await send(t(), 'POST', '/v0/staff/password-reset', victim, { client: 'victim-3' })).status).toBe(429);

    const statuses = new Map<number, number>();
    for (let i = 0; i < MAX_BUCKETS + 100; i++) {
      const body = { email: `flood-${i}@flood.test`, locale: 'en' };
      const { status } = await send(t(), 'POST', '/v0/staff/password-reset', body, { client: 'reset-flooder' });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // The address's own 10, then refused before any email's bucket is made.
    expect(Object.fromEntries(statuses)).toEqual({ 202: 10, 429: MAX_BUCKETS + 90 });
    expect((await send(t(), 'POST', '/v0/staff/password-reset', victim, { client: 'victim-4' })).status).toBe(429);
  });

  it("counts an email against its inbox's limit only once the body is valid", async () => {
    const email = 'careful@typo.test';
    for (let i = 0; i < 5; i++) {
      const bad = { email, locale: 'xx' };
      expect((await send(t(), 'POST', '/v0/staff/password-reset', bad, { client: `typo-${i}` })).status).toBe(400);
    }
    const good = { email, locale: 'en' };
    expect((await send(t(), 'POST', '/v0/staff/password-reset', good, { client: 'typo-ok' })).status).toBe(202);
  });

  it('lets one owner send 20 invitations an hour, then answers 429 with Retry-After', async () => {
    const owner = await confirmedOwner(t(), 'invite-flood');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const body = { first_name: 'Ina', last_name: `Nr ${i}`, email: `ina-${i}@invite-flood.test`, role: 'staff' };
      statuses.push((await send(t(), 'POST', '/v0/staff/team', body, { cookie: owner.cookie })).status);
    }
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
    const refused = await send(
      t(),
      'POST',
      '/v0/staff/team',
      { first_name: 'Ina', last_name: 'Late', email: 'late@invite-flood.test', role: 'staff' },
      { cookie: owner.cookie },
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((refused.body as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});
