import type { LinkSeal } from '../auth/link-seal';
import { newSessionToken } from '../auth/session-token';
import { type AccountRow, insertAccountToken, queueAccountEmail } from '../db/account-repo';
import type { Db } from '../db/db';
import { accountLink, LINK_LIFETIME_MS, type LinkPurpose } from '../domain/accounts/account-links';
import type { AccountMessageKind } from '../domain/accounts/account-message';

export type AccountMailDeps = { seal: Pick<LinkSeal, 'seal'>; siteUrl: string };

const KIND: Record<LinkPurpose, AccountMessageKind> = {
  confirm_email: 'account_confirmation',
  invitation: 'account_invitation',
  password_reset: 'account_password_reset',
};

/**
 * A new link for `purpose` (256 random bits; only its SHA-256 is stored, decision 0044) and
 * the email that carries it, in `locale`, written in the caller's transaction. For an account
 * id no row has (`NO_ACCOUNT_ID`) the same work is done and nothing is written (decision 0076).
 */
export async function sendAccountLink(
  db: Db,
  deps: AccountMailDeps,
  account: Pick<AccountRow, 'id' | 'organization_id' | 'business' | 'name' | 'email' | 'role'>,
  purpose: LinkPurpose,
  locale: 'de' | 'en',
  now: Date,
): Promise<void> {
  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[purpose]);
  await insertAccountToken(db, { tokenHash, accountId: account.id, purpose, now, expiresAt });
  await queueAccountEmail(db, deps.seal, {
    organizationId: account.organization_id,
    kind: KIND[purpose],
    recipient: account.email,
    link: accountLink(deps.siteUrl, purpose, token),
    content: { locale, name: account.name, business: account.business, role: account.role, siteUrl: deps.siteUrl },
    now,
    onlyIfAccount: account.id,
  });
}
