import { randomUUID } from 'node:crypto';
import type { LinkSeal } from '../auth/link-seal';
import type { LinkPurpose } from '../domain/accounts/account-links';
import type { AccountMessageContent, AccountMessageKind } from '../domain/accounts/account-message';
import type { Db } from './db';
import { insertOutboxSql } from './outbox-repo';
import { runSql, sql } from './sql';

/** An account as sign-up, links and sign-in need it. */
export type AccountRow = {
  id: string;
  organization_id: string;
  business: string;
  name: string;
  email: string;
  role: 'owner' | 'staff';
  confirmed: boolean;
  /** A business's sign-up waiting for its owner's email (decision 0076): the owner has no password yet. */
  signing_up: boolean;
};

/**
 * An account id no row has: an unknown email goes through the same statements with it, which
 * then write nothing (decision 0076).
 */
export const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

const ACCOUNT = `SELECT u.id, u.organization_id, o.name AS business, u.name, u.email, u.role,
                        u.confirmed_at IS NOT NULL AS confirmed,
                        (u.confirmed_at IS NULL AND o.confirmed_at IS NULL) AS signing_up
                   FROM staff_users u JOIN organizations o ON o.id = u.organization_id`;

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(`${ACCOUNT} WHERE u.email = $1`, [email.trim().toLowerCase()]);
  return row ?? null;
}

/**
 * A signed-up account whose email is not confirmed yet: its organization waits for it too (an
 * invited account joins a confirmed organization, and confirms by its invitation).
 */
export async function findUnconfirmedSignUp(db: Db, email: string): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(
    `${ACCOUNT} WHERE u.email = $1 AND u.confirmed_at IS NULL AND o.confirmed_at IS NULL`,
    [email.trim().toLowerCase()],
  );
  return row ?? null;
}

export type PendingSignUpRow = {
  account_id: string;
  organization_id: string;
  business_name: string;
  organization: string;
  vertical: 'beauty' | 'gastro';
};

/** The sign-up a confirmation link that still works was sent for, read without using the link. */
export async function findPendingSignUpByLink(db: Db, tokenHash: string, now: Date): Promise<PendingSignUpRow | null> {
  const [row] = await db.query<PendingSignUpRow>(
    `SELECT u.id AS account_id, o.id AS organization_id, o.name AS business_name, o.slug AS organization, o.vertical
       FROM account_tokens t
       JOIN staff_users u ON u.id = t.staff_user_id
       JOIN organizations o ON o.id = u.organization_id
      WHERE t.token_hash = $1 AND t.purpose = 'confirm_email' AND t.used_at IS NULL AND t.expires_at > $2
        AND u.confirmed_at IS NULL AND o.confirmed_at IS NULL`,
    [tokenHash, now],
  );
  return row ?? null;
}

export async function findAccountById(db: Db, id: string): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(`${ACCOUNT} WHERE u.id = $1`, [id]);
  return row ?? null;
}

/** Whether another organization than `exceptOrganizationId` (a sign-up's own) has the address. */
export async function isSlugTaken(db: Db, slug: string, exceptOrganizationId = NO_ACCOUNT_ID): Promise<boolean> {
  return (
    (await db.query('SELECT 1 FROM organizations WHERE slug = $1 AND id <> $2', [slug, exceptOrganizationId])).length >
    0
  );
}

/** A waiting sign-up's business as its latest sign-up or its confirmation names it. */
export async function updatePendingBusiness(
  db: Db,
  organizationId: string,
  business: { slug: string; name: string; vertical?: 'beauty' | 'gastro' },
): Promise<void> {
  await db.query(
    `UPDATE organizations SET slug = $2, name = $3, vertical = coalesce($4, vertical)
      WHERE id = $1 AND confirmed_at IS NULL`,
    [organizationId, business.slug, business.name, business.vertical ?? null],
  );
}

export async function renameAccount(db: Db, accountId: string, name: string): Promise<void> {
  await db.query('UPDATE staff_users SET name = $2 WHERE id = $1', [accountId, name]);
}

export type NewBusiness = { slug: string; vertical: 'beauty' | 'gastro'; name: string };

/** A signed-up organization: its page off and unconfirmed until its owner follows the link. */
export async function insertBusiness(db: Db, business: NewBusiness): Promise<{ id: string }> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO organizations (slug, vertical, name, page_activated, confirmed_at, currency, timezone)
     VALUES ($1, $2, $3, false, NULL, 'EUR', 'Europe/Berlin') RETURNING id`,
    [business.slug, business.vertical, business.name],
  );
  if (!row) throw new Error('INSERT INTO organizations returned no row');
  return row;
}

export type NewAccount = {
  organizationId: string;
  email: string;
  name: string;
  role: 'owner' | 'staff';
  /** Null for an invitation: its link sets the password. */
  passwordHash: string | null;
};

/** An account not yet confirmed (signed up) or not yet accepted (invited). */
export async function insertAccount(db: Db, account: NewAccount): Promise<{ id: string }> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO staff_users (organization_id, email, name, password_hash, role, confirmed_at)
     VALUES ($1, $2, $3, $4, $5, NULL) RETURNING id`,
    [account.organizationId, account.email.trim().toLowerCase(), account.name, account.passwordHash, account.role],
  );
  if (!row) throw new Error('INSERT INTO staff_users returned no row');
  return row;
}

/** A link's token for the account; for `NO_ACCOUNT_ID` the same statement writes nothing. */
export async function insertAccountToken(
  db: Db,
  token: { tokenHash: string; accountId: string; purpose: LinkPurpose; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO account_tokens (token_hash, staff_user_id, purpose, created_at, expires_at)
     SELECT $1, id, $3, $4, $5 FROM staff_users WHERE id = $2`,
    [token.tokenHash, token.accountId, token.purpose, token.now, token.expiresAt],
  );
}

/**
 * Ends the account's links of these purposes that still work: a link that set the password,
 * or a sign-in, makes older ones pointless, and a leaked one harmless.
 */
export async function endAccountLinks(
  db: Db,
  accountId: string,
  purposes: readonly LinkPurpose[],
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE account_tokens SET used_at = $3
      WHERE staff_user_id = $1 AND purpose = ANY($2::text[]) AND used_at IS NULL AND expires_at > $3`,
    [accountId, purposes, now],
  );
}

/**
 * Uses a link's token: the account it was made for, or null when it is unknown, of another
 * purpose, expired or used. Checking and marking it used is one statement, so two clicks
 * racing each other cannot both use it.
 */
export async function useAccountToken(
  db: Db,
  tokenHash: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db.query<{ staff_user_id: string }>(
    `UPDATE account_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING staff_user_id`,
    [tokenHash, purpose, now],
  );
  return row?.staff_user_id ?? null;
}

/**
 * A followed link proves the address: the account is confirmed (with its new password, when
 * the link set one), and so is its organization if it was waiting for that.
 */
export async function confirmAccount(db: Db, accountId: string, now: Date, passwordHash?: string): Promise<void> {
  await db.query(
    `UPDATE staff_users SET password_hash = coalesce($3, password_hash), confirmed_at = coalesce(confirmed_at, $2)
      WHERE id = $1`,
    [accountId, now, passwordHash ?? null],
  );
  await db.query(
    `UPDATE organizations SET confirmed_at = $2
      WHERE id = (SELECT organization_id FROM staff_users WHERE id = $1) AND confirmed_at IS NULL`,
    [accountId, now],
  );
}

export async function endAccountSessions(db: Db, accountId: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE staff_user_id = $1', [accountId]);
}

/**
 * Writes an account email to the outbox, its link sealed in the row (decision 0055), due now.
 * `link` is null for the email that carries none. With `onlyIfAccount` the row is written only
 * when that account exists (`NO_ACCOUNT_ID`: the same statement, nothing written).
 */
export async function queueAccountEmail(
  db: Db,
  seal: Pick<LinkSeal, 'seal'>,
  email: {
    organizationId: string;
    kind: AccountMessageKind;
    recipient: string;
    link: string | null;
    content: Omit<AccountMessageContent, 'type' | 'sealedLink'>;
    now: Date;
    onlyIfAccount?: string;
  },
): Promise<void> {
  const id = randomUUID();
  const content: AccountMessageContent = {
    type: 'account',
    ...email.content,
    sealedLink: email.link === null ? null : seal.seal(id, email.link),
  };
  const row = {
    id,
    organization_id: email.organizationId,
    message_id: `<${id}@booking-api>`,
    kind: email.kind,
    booking_kind: null,
    booking_id: null,
    recipient: email.recipient,
    channel: 'email',
    content,
    send_after: email.now.toISOString(),
    status: 'pending',
    attempts: 0,
    created_at: email.now.toISOString(),
  };
  const onlyIf =
    email.onlyIfAccount === undefined
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM staff_users WHERE id = ${email.onlyIfAccount})`;
  await runSql(db, insertOutboxSql([row], onlyIf));
}
