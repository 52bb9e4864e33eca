import { afterAll, beforeAll } from '@rstest/core';
import { createLinkSeal } from '../../src/auth/link-seal';
import { newSecretKeysText, parseSecretKeys } from '../../src/auth/secret-keys';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { type AccountLimitRules, DEFAULT_ACCOUNT_LIMITS } from '../../src/http/account-limits';
import { createOutboxSender, type OutgoingMail } from '../../src/messages/outbox-sender';
import {
  ALLOWED_ORIGIN,
  appOver,
  CLIENT_HEADER,
  call,
  TEST_LIMITS,
  TEST_PASSWORD_COST,
  TEST_SIGN_IN_LIMITS,
  testClock,
} from './test-app';
import { createTestDb } from './test-db';

/** Account limits only the tests about them meet. */
const GENEROUS = { capacity: 10_000, windowMs: 60_000 };
export const TEST_ACCOUNT_LIMITS: AccountLimitRules = {
  signUps: GENEROUS,
  resetRequests: GENEROUS,
  resendRequests: GENEROUS,
  perEmail: GENEROUS,
  availability: GENEROUS,
  links: GENEROUS,
  invitationsPerOrganization: GENEROUS,
  invitationsPerInviter: GENEROUS,
};
export { DEFAULT_ACCOUNT_LIMITS };

/**
 * The app over a fresh seeded database, with server keys the test knows, and the outbox
 * sender that opens the links sealed with them: `sendEmails()` returns what it sent.
 */
export function useAccountsApp(
  options: { accountLimits?: AccountLimitRules; merchantCacheMs?: number; maxBuckets?: number } = {},
) {
  let current: Awaited<ReturnType<typeof start>> | undefined;
  async function start() {
    const db = await createTestDb();
    await migrate(db);
    const clock = testClock(new Date('2026-11-26T09:00:00Z'));
    await seed(db, undefined, clock.now(), TEST_PASSWORD_COST);
    const secretKeys = parseSecretKeys(newSecretKeysText());
    const app = appOver(db, clock, TEST_LIMITS, TEST_SIGN_IN_LIMITS, {
      secretKeys,
      accountLimits: options.accountLimits ?? TEST_ACCOUNT_LIMITS,
      siteUrl: 'https://book.example',
      ...(options.merchantCacheMs === undefined ? {} : { merchantCacheMs: options.merchantCacheMs }),
      ...(options.maxBuckets === undefined ? {} : { maxBuckets: options.maxBuckets }),
    });
    const sent: OutgoingMail[] = [];
    const sender = createOutboxSender({
      db,
      send: async (mail) => {
        sent.push(mail);
      },
      sms: { send: async () => {} },
      now: clock.now,
      links: createLinkSeal(secretKeys),
    });
    /** Sends what the outbox holds and returns those emails. */
    const sendEmails = async () => {
      const from = sent.length;
      await sender.sendDue();
      return sent.slice(from);
    };
    return { app, db, clock, sendEmails };
  }
  beforeAll(async () => {
    current = await start();
  });
  afterAll(() => current?.db.close());
  return () => {
    if (!current) throw new Error('useAccountsApp: the app is created in beforeAll');
    return current;
  };
}
export type AccountsApp = ReturnType<ReturnType<typeof useAccountsApp>>;

/** A staff-area call as the front end sends it: JSON from its origin, a cookie when given. */
export function send(
  { app }: Pick<AccountsApp, 'app'>,
  method: string,
  path: string,
  body?: unknown,
  more: { cookie?: string; client?: string } = {},
) {
  const headers: Record<string, string> = { origin: ALLOWED_ORIGIN, 'content-type': 'application/json' };
  if (more.cookie) headers.cookie = more.cookie;
  if (more.client) headers[CLIENT_HEADER] = more.client;
  return call(app, path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/** Signs in; the session cookie, or the failed answer's status and body. */
export async function signIn(t: Pick<AccountsApp, 'app'>, email: string, password: string) {
  const answer = await send(t, 'POST', '/v0/staff/session', { email, password });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? null;
  return { ...answer, cookie };
}

/** The token of the link in an email (it rides in the fragment). */
export function tokenIn(text: string): string {
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no link with a token in:\n${text}`);
  return token;
}

export const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'Haarwerk Neukölln',
  organization: 'haarwerk-neukoelln',
  vertical: 'beauty',
  first_name: 'Lena',
  last_name: 'Koch',
  email: 'lena@haarwerk.test',
  accept_terms: true,
  locale: 'en',
  ...overrides,
});

/** The confirmation as its page sends it: the link's token, the new password, the business kept or changed. */
export const confirmBody = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  password: 'Kamm und Schere 2026',
  business_name: 'Haarwerk Neukölln',
  organization: 'haarwerk-neukoelln',
  ...overrides,
});

/** The token of the newest confirmation link emailed to `email` (sends what the outbox holds). */
export async function confirmationTokenFor(t: AccountsApp, email: string) {
  const mails = (await t.sendEmails()).filter((m) => m.to === email && m.text.includes('/staff/confirm-email#'));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no confirmation email to ${email}`);
  return tokenIn(mail.text);
}

/** Signs a business up and confirms it from its email; the owner's email and password. */
export async function confirmedOwner(t: AccountsApp, slug: string) {
  const email = `owner@${slug}.test`;
  const password = `${slug} keeps its books`;
  const answer = await send(t, 'POST', '/v0/staff/sign-up', signUpBody({ organization: slug, email }));
  if (answer.status !== 202) throw new Error(`sign-up of ${slug}: ${answer.status} ${answer.text}`);
  const token = await confirmationTokenFor(t, email);
  const confirmed = await send(
    t,
    'POST',
    '/v0/staff/sign-up/confirmation',
    confirmBody(token, { password, organization: slug }),
  );
  if (confirmed.status !== 204) throw new Error(`confirmation of ${slug}: ${confirmed.status} ${confirmed.text}`);
  const signedIn = await signIn(t, email, password);
  if (!signedIn.cookie) throw new Error(`owner of ${slug} could not sign in: ${signedIn.status}`);
  return { email, password, cookie: signedIn.cookie };
}
