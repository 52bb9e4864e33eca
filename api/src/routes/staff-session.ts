import { getStaffSession, signIn, signOut } from '@booking/shared/contract/operations/staff-session';
import type { StaffSessionResponse } from '@booking/shared/contract/staff-session';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { hashSessionToken } from '../auth/session-token';
import { signInStaff } from '../commands/sign-in-staff';
import type { Db } from '../db/db';
import { deleteStaffSession, findStaffBySession } from '../db/staff-session-repo';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';
import { STAFF_SESSION_COOKIE } from '../http/require-staff';

export type StaffSessionDeps = { db: Db; now: () => Date; secureCookies: boolean };

/** Sign in, who am I, sign out: /v0/staff/session. */
export function staffSessionRoutes({ db, now, secureCookies }: StaffSessionDeps) {
  const cookieOptions = { httpOnly: true, sameSite: 'Lax', path: '/', secure: secureCookies } as const;

  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    // Who is signed in must never be served from a shared cache.
    c.header('Cache-Control', 'no-store');
  };
  const app = new Hono();
  registerOperation(
    app,
    signIn,
    async (c, input) => {
      const signedIn = await signInStaff(db, input.body, now());
      if (!signedIn.ok) return errorResponse(c, signedIn.error);
      const { token, expiresAt, staff } = signedIn.value;
      setCookie(c, STAFF_SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
      return c.json({ results: { staff } } satisfies StaffSessionResponse);
    },
    noStore,
  );
  registerOperation(
    app,
    getStaffSession,
    async (c) => {
      const tokenHash = sessionTokenHash(c);
      const staff = tokenHash ? await findStaffBySession(db, tokenHash, now()) : null;
      if (!staff) return errorResponse(c, { code: 'unauthenticated' });
      return c.json({ results: { staff } } satisfies StaffSessionResponse);
    },
    noStore,
  );
  registerOperation(
    app,
    signOut,
    async (c) => {
      const tokenHash = sessionTokenHash(c);
      if (tokenHash) await deleteStaffSession(db, tokenHash);
      deleteCookie(c, STAFF_SESSION_COOKIE, cookieOptions);
      return c.body(null, 204);
    },
    noStore,
  );
  return app;
}

function sessionTokenHash(c: Context): string | null {
  const token = getCookie(c, STAFF_SESSION_COOKIE);
  return token ? hashSessionToken(token) : null;
}
