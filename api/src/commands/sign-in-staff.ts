import type { Staff } from '@booking/shared/contract/staff-session';
import type { DeviceCookies } from '../auth/device-cookie';
import { dummyHash, type PasswordCost, verifyPassword } from '../auth/password';
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSIONS_PER_ACCOUNT } from '../auth/session-policy';
import { newSessionToken } from '../auth/session-token';
import type { SignInLimits } from '../auth/sign-in-limits';
import { endAccountLinks } from '../db/account-repo';
import type { Db } from '../db/db';
import { deleteExpiredStaffSessions, deleteStaffSession, insertStaffSession } from '../db/staff-session-repo';
import { findStaffUserByEmail, normaliseEmail } from '../db/staff-user-repo';
import type { Result } from '../domain/result';
import type { WorkSlots } from '../limits/work-slots';

/** Kept for callers that name the absolute lifetime of a session. */
export const STAFF_SESSION_TTL_MS = STAFF_SESSION_ABSOLUTE_MS;

type SignInError =
  | { code: 'unknown_email' }
  | { code: 'invalid_password' }
  | { code: 'account_unconfirmed' }
  | { code: 'rate_limited'; retryAfterMs: number };
/** `device`: the device cookie to set, with this account's entry renewed (decision 0042). */
export type SignedIn = { staff: Staff; token: string; expiresAt: Date; device: string };

export type SignInGuards = {
  limits: SignInLimits;
  slots: WorkSlots;
  devices: DeviceCookies;
  /** The cost real accounts are hashed at, for the dummy hash of unknown emails. */
  passwordCost: PasswordCost;
};

export type SignInAttempt = {
  credentials: { email: string; password: string };
  /** Hashed client address, for the limits and the fair share of hashing. */
  client: string;
  /** The token hash of a session the request already carries: ended, never reused (rotation). */
  previousTokenHash: string | null;
  /** The device cookie the request carries, if any. */
  deviceCookie: string | undefined;
  now: Date;
};

/**
 * The spec names both failures apart (unknown email, invalid password), so which emails
 * exist is told anyway; what is guarded is guessing: the limits are checked before any
 * hashing, hashing itself is bounded (a flood waits for its own turn, not others'), and an
 * unknown email is hashed against a dummy so both failures cost the same (decision 0022).
 * A browser the account signed in from before has attempts of its own (decision 0042).
 */
export async function signInStaff(
  db: Db,
  guards: SignInGuards,
  attempt: SignInAttempt,
): Promise<Result<SignedIn, SignInError>> {
  const { credentials, client, now } = attempt;
  const account = normaliseEmail(credentials.email);
  const device = guards.devices.deviceOf(attempt.deviceCookie, account, now);
  const admitted = guards.limits.admit({ client, account, device }, now);
  if (!admitted.allowed) return { ok: false, error: { code: 'rate_limited', retryAfterMs: admitted.retryAfterMs } };

  const checked = await guards.slots.run(client, async () => {
    const user = await findStaffUserByEmail(db, credentials.email);
    const stored = user?.password_hash ?? (await dummyHash(guards.passwordCost));
    const matches = await verifyPassword(credentials.password, stored);
    return { user, matches };
  });
  // One attempt of this client is still hashing: it may try again once that is done.
  if (!checked.ok) {
    admitted.refund();
    return { ok: false, error: { code: 'rate_limited', retryAfterMs: 1000 } };
  }
  const { user, matches } = checked.value;
  if (!user) return { ok: false, error: { code: 'unknown_email' } };
  // A sign-up has no password until its confirmation link sets one (decision 0076): whoever
  // types this email is pointed to the confirmation, which only the inbox can follow.
  if (user.signing_up) return { ok: false, error: { code: 'account_unconfirmed' } };
  if (!matches) return { ok: false, error: { code: 'invalid_password' } };
  // Told only to whoever knows the password: the address must be confirmed first (decision 0055).
  if (!user.confirmed) return { ok: false, error: { code: 'account_unconfirmed' } };

  admitted.refund();
  if (attempt.previousTokenHash) await deleteStaffSession(db, attempt.previousTokenHash);
  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS);
  await deleteExpiredStaffSessions(db, now);
  // The account's oldest session beyond its ten ends here (decision 0078).
  await insertStaffSession(
    db,
    { tokenHash, staffUserId: user.id, createdAt: now, expiresAt },
    STAFF_SESSIONS_PER_ACCOUNT,
  );
  // Whoever signs in knows the password: a reset link still in the inbox is no longer needed.
  await endAccountLinks(db, user.id, ['password_reset'], now);
  return {
    ok: true,
    value: {
      staff: {
        name: user.name,
        email: user.email,
        organization: user.organization,
        branch: user.branch,
        role: user.role,
        vertical: user.vertical,
      },
      token,
      expiresAt,
      device: guards.devices.issue(attempt.deviceCookie, account, now),
    },
  };
}
