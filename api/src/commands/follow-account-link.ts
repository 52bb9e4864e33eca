import { hashPassword, type PasswordCost } from '../auth/password';
import { hashSessionToken } from '../auth/session-token';
import { confirmAccount, endAccountLinks, endAccountSessions, useAccountToken } from '../db/account-repo';
import type { Db } from '../db/db';
import type { LinkPurpose } from '../domain/accounts/account-links';
import { checkNewPassword } from '../domain/accounts/password-rules';
import type { Result } from '../domain/result';

type LinkError =
  | { code: 'link_invalid' }
  | {
      code: 'invalid_input';
      fields: { password: [{ code: 'too_short'; params: { min: number } } | { code: 'common_password' }] };
    };

/**
 * Follows an emailed link that sets a password (an invitation, a password reset) once: the
 * new password (checked before the link is used, so a refused one does not spend it), and the
 * address confirmed. It ends every session of the account, so whoever knew the old password is
 * signed out, and every other link of the account that still worked, so an older reset link
 * found in the inbox later does nothing. Expired, used and unknown links are one answer, 410
 * `link_invalid`. A sign-up's confirmation link is `confirm-sign-up.ts`'s.
 */
export async function followAccountLink(
  db: Db,
  passwordCost: PasswordCost,
  link: { token: string; purpose: Exclude<LinkPurpose, 'confirm_email'>; password: string },
  now: Date,
): Promise<Result<null, LinkError>> {
  const weak = checkNewPassword(link.password);
  if (weak) return { ok: false, error: { code: 'invalid_input', fields: { password: [weak] } } };
  const passwordHash = await hashPassword(link.password, passwordCost);
  return db.transaction(async (tx) => {
    const accountId = await useAccountToken(tx, hashSessionToken(link.token), link.purpose, now);
    if (!accountId) return { ok: false, error: { code: 'link_invalid' } };
    await confirmAccount(tx, accountId, now, passwordHash);
    await endAccountSessions(tx, accountId);
    await endAccountLinks(tx, accountId, ['confirm_email', 'invitation', 'password_reset'], now);
    return { ok: true, value: null };
  });
}
