import { describe, expect, it } from '@rstest/core';
import { DEFAULT_SIGN_IN_LIMITS } from '../src/auth/sign-in-limits';
import { ALLOWED_ORIGIN, CLIENT_HEADER, call, useTestApp } from './helpers/test-app';

// Sign-in says "user with this email does not exist", as the specification asks, so asking
// about many emails is what is limited: with the limits the API starts with, one address gets
// 10 such answers, then 429 (decisions 0022 and 0076).
const t = useTestApp({ signInLimits: DEFAULT_SIGN_IN_LIMITS });

const signInFrom = (client: string, email: string) =>
  call(t().app, '/v0/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN, [CLIENT_HEADER]: client },
    body: JSON.stringify({ email, password: 'any password at all' }),
  });

describe('sign-in with emails that have no account', () => {
  it('answers one address 10 times that the email is unknown, then 429 with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await signInFrom('prober', `guess-${i}@nowhere.test`));
    expect(answers.slice(0, 10).map((a) => a.body)).toEqual(Array(10).fill({ error: { code: 'unknown_email' } }));
    expect(answers[10]?.status).toBe(429);
    expect(Number(answers[10]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
