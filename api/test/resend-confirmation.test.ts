import { describe, expect, it } from '@rstest/core';
import {
  confirmBody,
  confirmedOwner,
  send,
  signIn,
  signUpBody,
  tokenIn,
  useAccountsApp,
} from './helpers/account-calls';

// "Send the confirmation email again" from the sign-in page's refusal (decision 0055): a new
// link, 24 hours, once, for a signed-up account still waiting; the same answer for anyone else.
const t = useAccountsApp();
const resend = (email: string, locale = 'en') =>
  send(t(), 'POST', '/v0/staff/sign-up/confirmation-email', { email, locale });
const confirm = (token: string) =>
  send(
    t(),
    'POST',
    '/v0/staff/sign-up/confirmation',
    confirmBody(token, { organization: 'resend-salon', password: 'resend salon waits long' }),
  );

describe('sending the confirmation email again', () => {
  it('emails a signed-up account waiting for it a new link that confirms it, in the language asked', async () => {
    const email = 'waiting@resend-salon.test';
    const body = signUpBody({ organization: 'resend-salon', email });
    expect((await send(t(), 'POST', '/v0/staff/sign-up', body)).status).toBe(202);
    await t().sendEmails();
    expect((await signIn(t(), email, 'resend salon waits long')).status).toBe(403);

    const answer = await resend(email.toUpperCase(), 'de');
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ results: { email: email.toUpperCase() } });
    const mails = (await t().sendEmails()).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('https://book.example/staff/confirm-email#token=');
    expect(mails[0]?.subject).toMatch(/E-Mail-Adresse/);

    expect((await confirm(tokenIn(mails[0]?.text ?? ''))).status).toBe(204);
    expect((await signIn(t(), email, 'resend salon waits long')).status).toBe(200);
  });

  it('answers an unknown, a confirmed and an invited email exactly the same, and emails nobody', async () => {
    const owner = await confirmedOwner(t(), 'resend-team');
    const invited = await send(
      t(),
      'POST',
      '/v0/staff/team',
      { first_name: 'Ina', last_name: 'Invited', email: 'ina@resend-team.test', role: 'staff', locale: 'en' },
      { cookie: owner.cookie },
    );
    expect(invited.status).toBe(201);
    await t().sendEmails();

    for (const email of ['nobody@nowhere.test', owner.email, 'ina@resend-team.test']) {
      const answer = await resend(email);
      expect(answer.status, email).toBe(202);
      expect(answer.body).toEqual({ results: { email } });
    }
    expect(await t().sendEmails()).toEqual([]);
  });

  it('refuses a bad email at its field', async () => {
    const answer = await resend('not-an-email');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'invalid_input', fields: { email: [{ code: 'invalid_email' }] } } });
  });
});
