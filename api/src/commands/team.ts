import type { AccountRole, TeamAccount } from '@booking/shared/contract/accounts';
import { findAccountByEmail, insertAccount, queueAccountEmail } from '../db/account-repo';
import { type Db, SQLSTATE, sqlState } from '../db/db';
import type { StaffPrincipal } from '../db/staff-session-repo';
import {
  deleteAccount,
  findTeamAccount,
  insertTakenEmailInvitation,
  isOnTeam,
  lockActiveOwners,
  setAccountRole,
} from '../db/team-repo';
import { checkOwnerChange } from '../domain/accounts/check-owner-change';
import type { Result } from '../domain/result';
import { type AccountMailDeps, sendAccountLink } from './send-account-link';

type Invitation = { first_name: string; last_name: string; email: string; role: AccountRole; locale: 'de' | 'en' };
type EmailTaken = { code: 'invalid_input'; fields: { email: [{ code: 'account_email_taken' }] } };
const EMAIL_TAKEN: EmailTaken = { code: 'invalid_input', fields: { email: [{ code: 'account_email_taken' }] } };

/**
 * Invites someone into the owner's organization: an account with no password, and an email
 * whose link sets it (7 days, once). One email is one account, in any organization; an email
 * that has an account already is answered as any invitation, so the owner does not learn that
 * it has one (decision 0076): the invitation is kept and listed as invited, and the person is
 * emailed that their address has an account. Only an email already on the owner's own team
 * is refused, which the owner's list shows anyway.
 */
export async function inviteMember(
  db: Db,
  deps: AccountMailDeps,
  owner: StaffPrincipal,
  invitation: Invitation,
  now: Date,
): Promise<Result<TeamAccount, EmailTaken>> {
  const email = invitation.email.trim().toLowerCase();
  if (await isOnTeam(db, owner.organizationId, email)) return { ok: false, error: EMAIL_TAKEN };
  const [business] = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [
    owner.organizationId,
  ]);
  const account = {
    organization_id: owner.organizationId,
    business: business?.name ?? owner.organization,
    name: `${invitation.first_name} ${invitation.last_name}`,
    email,
    role: invitation.role,
  };
  const invited = (id: string) =>
    ({ ok: true, value: { id, name: account.name, email, role: account.role, state: 'invited' } }) as const;
  try {
    return await db.transaction(async (tx) => {
      if (await findAccountByEmail(tx, email))
        return invited(await inviteTakenEmail(tx, deps, account, invitation.locale, now));
      const { id } = await insertAccount(tx, { ...account, organizationId: owner.organizationId, passwordHash: null });
      await sendAccountLink(tx, deps, { ...account, id }, 'invitation', invitation.locale, now);
      return invited(id);
    });
  } catch (error) {
    if (sqlState(error) !== SQLSTATE.uniqueViolation) throw error;
    // The email got an account, or was put on this team, between the checks and the insert.
    if (await isOnTeam(db, owner.organizationId, email)) return { ok: false, error: EMAIL_TAKEN };
    return invited(await inviteTakenEmail(db, deps, account, invitation.locale, now));
  }
}

type InvitedAccount = { organization_id: string; business: string; name: string; email: string; role: AccountRole };

/** The invitation kept for the owner's list, and the email telling the person their address is taken. */
async function inviteTakenEmail(
  db: Db,
  deps: AccountMailDeps,
  account: InvitedAccount,
  locale: 'de' | 'en',
  now: Date,
): Promise<string> {
  const { id } = await insertTakenEmailInvitation(
    db,
    { organizationId: account.organization_id, email: account.email, name: account.name, role: account.role },
    now,
  );
  await queueAccountEmail(db, deps.seal, {
    organizationId: account.organization_id,
    kind: 'account_invited_elsewhere',
    recipient: account.email,
    link: null,
    content: { locale, name: account.name, business: account.business, role: account.role, siteUrl: deps.siteUrl },
    now,
  });
  return id;
}

type TeamChangeError = { code: 'account_not_found' } | { code: 'last_owner' } | { code: 'owner_only' };

/**
 * Changes a role (`role`) or removes the account (`role` null) in the owner's organization,
 * never leaving it without an owner who can sign in. Removal ends the account's sessions at
 * once: they go with the account.
 */
export function changeMember(
  db: Db,
  owner: StaffPrincipal,
  accountId: string,
  role: AccountRole | null,
): Promise<Result<TeamAccount | null, TeamChangeError>> {
  return db.transaction(async (tx) => {
    const activeOwners = await lockActiveOwners(tx, owner.organizationId);
    // Demoted by another owner since the request began: no longer theirs to change.
    if (!activeOwners.includes(owner.userId)) return { ok: false, error: { code: 'owner_only' } };
    const target = await findTeamAccount(tx, owner.organizationId, accountId);
    if (!target) return { ok: false, error: { code: 'account_not_found' } };
    const allowed = checkOwnerChange(target, role, activeOwners);
    if (!allowed.ok) return allowed;
    if (role === null) {
      await deleteAccount(tx, owner.organizationId, accountId);
      return { ok: true, value: null };
    }
    await setAccountRole(tx, owner.organizationId, accountId, role);
    return { ok: true, value: { ...target, role } };
  });
}
