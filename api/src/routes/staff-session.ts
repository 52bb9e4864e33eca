import { chooseStaffBranch, getStaffSession, signIn, signOut } from '@booking/shared/contract/operations/staff-session';
import type { StaffSessionResponse } from '@booking/shared/contract/staff-session';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS } from '../auth/device-cookie';
import { type SignInGuards, signInStaff } from '../commands/sign-in-staff';
import type { Db } from '../db/db';
import { deleteStaffSession, rememberStaffBranch, type StaffPrincipal } from '../db/staff-session-repo';
import type { ClientKey } from '../http/client-key';
import { errorResponse } from '../http/error-response';
import { noStore } from '../http/no-store';
import { rateLimited } from '../http/rate-limited';
import { registerOperation } from '../http/register-operation';
import { STAFF_SESSION_COOKIE, sessionTokenHash } from '../http/require-staff';

export type StaffSessionDeps = {
  db: Db;
  now: () => Date;
  secureCookies: boolean;
  clientKey: ClientKey;
  guards: SignInGuards;
};

const present = ({ name, email, organization, branch, role, vertical }: StaffPrincipal): StaffSessionResponse => ({
  results: { staff: { name, email, organization, branch, role, vertical } },
});

/** Sign in, who am I, branch choice, sign out: /v0/staff/session. */
export function staffSessionRoutes({ db, now, secureCookies, clientKey, guards }: StaffSessionDeps) {
  const cookieOptions = { httpOnly: true, sameSite: 'Lax', path: '/', secure: secureCookies } as const;
  // Sent only to sign-in (and sign-out) of this path, never to another site's requests.
  const deviceOptions = {
    httpOnly: true,
    sameSite: 'Strict',
    path: signIn.path,
    secure: secureCookies,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS / 1000,
  } as const;

  const app = new Hono();
  registerOperation(
    app,
    signIn,
    async (c, input) => {
      const signedIn = await signInStaff(db, guards, {
        credentials: input.body,
        client: clientKey(c),
        previousTokenHash: sessionTokenHash(c),
        deviceCookie: getCookie(c, DEVICE_COOKIE),
        now: now(),
      });
      if (!signedIn.ok) {
        const { error } = signedIn;
        return error.code === 'rate_limited' ? rateLimited(c, error.retryAfterMs) : errorResponse(c, error);
      }
      const { token, expiresAt, staff, device } = signedIn.value;
      // A new token on every sign-in: a token planted before it (session fixation) never signs in.
      setCookie(c, STAFF_SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
      setCookie(c, DEVICE_COOKIE, device, deviceOptions);
      return c.json({ results: { staff } } satisfies StaffSessionResponse);
    },
    noStore,
  );
  const routes = { app, db, now };
  registerOperation(routes, getStaffSession, (c, _input, { staff }) => c.json(present(staff)));
  registerOperation(routes, chooseStaffBranch, async (c, { body }, { staff }) => {
    if (!(await rememberStaffBranch(db, staff, body.branch))) {
      return errorResponse(c, { code: 'branch_not_found' });
    }
    return c.json(present({ ...staff, branch: body.branch }));
  });
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
