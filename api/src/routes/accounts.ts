import type { AvailabilityResponse } from '@booking/shared/contract/accounts';
import {
  acceptInvitation,
  checkPageAddress,
  confirmEmail,
  getPendingSignUp,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signUp as signUpOperation,
} from '@booking/shared/contract/operations/accounts';
import { isReservedSlug } from '@booking/shared/slugs';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { LinkSeal } from '../auth/link-seal';
import type { PasswordCost } from '../auth/password';
import { confirmSignUp, getPendingSignUp as readPendingSignUp } from '../commands/confirm-sign-up';
import { followAccountLink } from '../commands/follow-account-link';
import { requestPasswordReset as requestReset } from '../commands/request-password-reset';
import { sendAccountLink } from '../commands/send-account-link';
import { signUp } from '../commands/sign-up';
import { findUnconfirmedSignUp, isSlugTaken } from '../db/account-repo';
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
  /**
   * Refuses the request with 429 once any of the buckets it names is empty. As middleware it
   * runs before the body is read, so it names only what the request line and headers say.
   */
  const limited =
    (buckets: (c: Context) => [AccountLimitKind, string][]): MiddlewareHandler =>
    async (c, next) => {
      const taken = limits.take(now(), ...buckets(c));
      if (!taken.allowed) return rateLimited(c, taken.retryAfterMs);
      await next();
    };
  /** The bucket of the email a validated body names (nobody's inbox is flooded): a 429, or null. */
  const floodsInbox = (c: Context, email: string) => {
    const taken = limits.take(now(), ['perEmail', email.trim().toLowerCase()]);
    return taken.allowed ? null : rateLimited(c, taken.retryAfterMs);
  };

  registerOperation(
    app,
    signUpOperation,
    async (c, { body }) => {
      const refused = floodsInbox(c, body.email);
      if (refused) return refused;
      const done = await signUp(db, mail, body, now());
      if (!done.ok) return errorResponse(c, done.error);
      return c.json({ results: { email: body.email } }, 202);
    },
    limited((c) => [['signUps', clientKey(c)]]),
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
    limited((c) => [['availability', clientKey(c)]]),
  );

  const byAddress = limited((c) => [['links', clientKey(c)]]);
  // A confirmation may confirm an organization that waited for it: its page appears at once,
  // as after any staff write (http/forget-after-writes.ts).
  registerOperation(
    app,
    getPendingSignUp,
    async (c, { body }) => {
      const pending = await readPendingSignUp(db, body.token, now());
      c.header('Cache-Control', 'no-store');
      return pending.ok ? c.json({ results: pending.value }) : errorResponse(c, pending.error);
    },
    byAddress,
  );
  registerOperation(
    app,
    confirmEmail,
    async (c, { body }) => {
      const done = await confirmSignUp(db, passwordCost, body, now());
      return done.ok ? c.body(null, 204) : errorResponse(c, done.error);
    },
    byAddress,
  );
  const follow = (link: Parameters<typeof followAccountLink>[2]) => followAccountLink(db, passwordCost, link, now());
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
      const refused = floodsInbox(c, body.email);
      if (refused) return refused;
      // The same answer, and the same work, for an unknown email (decision 0076).
      await requestReset(db, mail, body, now());
      return c.json({ results: { email: body.email } }, 202);
    },
    limited((c) => [['resetRequests', clientKey(c)]]),
  );

  registerOperation(
    app,
    resendConfirmation,
    async (c, { body }) => {
      const refused = floodsInbox(c, body.email);
      if (refused) return refused;
      const account = await findUnconfirmedSignUp(db, body.email);
      // The same answer for an unknown, invited or confirmed email: nothing is told here.
      if (account) await sendAccountLink(db, mail, account, 'confirm_email', body.locale, now());
      return c.json({ results: { email: body.email } }, 202);
    },
    limited((c) => [['resendRequests', clientKey(c)]]),
  );
  return app;
}
