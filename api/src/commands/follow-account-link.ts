import { hashPassword, type PasswordCost } from '../auth/password';
import { hashSessionToken } from '../auth/session-token';
import { confirmAccount, endAccountSessions, useAccountToken } from '../db/account-repo';
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
 * Follows an emailed link once: confirms the address, and for an invitation or a password
 * reset sets the new password (checked before the link is used, so a refused password does
 * not spend it). A new password ends every session of the account: whoever knew the old one
 * is signed out. Expired, used and unknown links are one answer, 410 `link_invalid`.
 */
export async function followAccountLink(
  db: Db,
  passwordCost: PasswordCost,
  link: { token: string; purpose: LinkPurpose; password?: string },
  now: Date,
): Promise<Result<null, LinkError>> {
  let passwordHash: string | undefined;
  if (link.password !== undefined) {
    const weak = checkNewPassword(link.password);
    if (weak) return { ok: false, error: { code: 'invalid_input', fields: { password: [weak] } } };
    passwordHash = await hashPassword(link.password, passwordCost);
  }
  return db.transaction(async (tx) => {
    const accountId = await useAccountToken(tx, hashSessionToken(link.token), link.purpose, now);
    if (!accountId) return { ok: false, error: { code: 'link_invalid' } };
    await confirmAccount(tx, accountId, now, passwordHash);
    if (passwordHash) await endAccountSessions(tx, accountId);
    return { ok: true, value: null };
  });
}
