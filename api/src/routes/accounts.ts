import type { AvailabilityResponse } from '@booking/shared/contract/accounts';
import {
  acceptInvitation,
  checkPageAddress,
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signUp as signUpOperation,
} from '@booking/shared/contract/operations/accounts';
import { isReservedSlug } from '@booking/shared/slugs';
import { Hono, type MiddlewareHandler } from 'hono';
import type { LinkSeal } from '../auth/link-seal';
import type { PasswordCost } from '../auth/password';
import { followAccountLink } from '../commands/follow-account-link';
import { sendAccountLink } from '../commands/send-account-link';
import { signUp } from '../commands/sign-up';
import { findAccountByEmail, findUnconfirmedSignUp, isSlugTaken } from '../db/account-repo';
import type { Db } from '../db/db';
import type { AccountLimitKind, AccountLimits } from '../http/account-limits';
import type { ClientKey } from '../http/client-key';
import { errorResponse } from '../http/error-response';
import { rateLimited } from '../http/rate-limited';
import { registerOperation } from '../http/register-operation';

export type AccountDeps = {
  db: Db;
  now: () => Date;
  clientKey: ClientKey;
  limits: AccountLimits;
  seal: LinkSeal;
  siteUrl: string;
  passwordCost: PasswordCost;
};

/** Sign-up, the address check, and following emailed links (decision 0055): no session needed. */
export function accountRoutes({ db, now, clientKey, limits, seal, siteUrl, passwordCost }: AccountDeps) {
  const app = new Hono();
  const mail = { seal, siteUrl, passwordCost };
  /** Refuses the request with 429 once any of the buckets it names is empty. */
  const limited =
    (buckets: (c: Parameters<MiddlewareHandler>[0]) => Promise<[AccountLimitKind, string][]>): MiddlewareHandler =>
    async (c, next) => {
      const taken = limits.take(now(), ...(await buckets(c)));
      if (!taken.allowed) return rateLimited(c, taken.retryAfterMs);
      await next();
    };
  const emailOf = async (c: Parameters<MiddlewareHandler>[0]) => {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const email = typeof body === 'object' && body !== null && 'email' in body ? String(body.email) : '';
    return email.trim().toLowerCase();
  };

  registerOperation(
    app,
    signUpOperation,
    async (c, { body }) => {
      const done = await signUp(db, mail, body, now());
      if (!done.ok) return errorResponse(c, done.error);
      return c.json({ results: { email: body.email } }, 202);
    },
    limited(async (c) => [
      ['signUps', clientKey(c)],
      ['perEmail', await emailOf(c)],
    ]),
  );

  registerOperation(
    app,
    checkPageAddress,
    async (c, { query }) => {
      const slug = query.organization;
      const reason = isReservedSlug(slug) ? 'reserved_slug' : (await isSlugTaken(db, slug)) ? 'slug_taken' : null;
      c.header('Cache-Control', 'no-store');
      return c.json({
        results: { organization: slug, available: reason === null, reason },
      } satisfies AvailabilityResponse);
    },
    limited(async (c) => [['availability', clientKey(c)]]),
  );

  const byAddress = limited(async (c) => [['links', clientKey(c)]]);
  // A followed link may confirm an organization that waited for it: its page appears at once,
  // as after any staff write (http/forget-after-writes.ts).
  const follow = (link: Parameters<typeof followAccountLink>[2]) => followAccountLink(db, passwordCost, link, now());
  registerOperation(
    app,
    confirmEmail,
    async (c, { body }) => {
      const done = await follow({ token: body.token, purpose: 'confirm_email' });
      return done.ok ? c.body(null, 204) : errorResponse(c, done.error);
    },
    byAddress,
  );
  registerOperation(
    app,
    resetPassword,
    async (c, { body }) => {
      const done = await follow({ ...body, purpose: 'password_reset' });
      return done.ok ? c.body(null, 204) : errorResponse(c, done.error);
    },
    byAddress,
  );
  registerOperation(
    app,
    acceptInvitation,
    async (c, { body }) => {
      const done = await follow({ ...body, purpose: 'invitation' });
      return done.ok ? c.body(null, 204) : errorResponse(c, done.error);
    },
    byAddress,
  );

  registerOperation(
    app,
    requestPasswordReset,
    async (c, { body }) => {
      const account = await findAccountByEmail(db, body.email);
      // The same answer for an unknown email: whether one has an account is not told here.
      if (account) await sendAccountLink(db, mail, account, 'password_reset', body.locale, now());
      return c.json({ results: { email: body.email } }, 202);
    },
    limited(async (c) => [
      ['resetRequests', clientKey(c)],
      ['perEmail', await emailOf(c)],
    ]),
  );

  registerOperation(
    app,
    resendConfirmation,
    async (c, { body }) => {
      const account = await findUnconfirmedSignUp(db, body.email);
      // The same answer for an unknown, invited or confirmed email: nothing is told here.
      if (account) await sendAccountLink(db, mail, account, 'confirm_email', body.locale, now());
      return c.json({ results: { email: body.email } }, 202);
    },
    limited(async (c) => [
      ['resendRequests', clientKey(c)],
      ['perEmail', await emailOf(c)],
    ]),
  );
  return app;
}
