import type { AccountRole, TeamAccount } from '@booking/shared/contract/accounts';
import { findAccountByEmail, insertAccount } from '../db/account-repo';
import { type Db, SQLSTATE, sqlState } from '../db/db';
import type { StaffPrincipal } from '../db/staff-session-repo';
import { deleteAccount, findTeamAccount, lockActiveOwners, setAccountRole } from '../db/team-repo';
import { checkOwnerChange } from '../domain/accounts/check-owner-change';
import type { Result } from '../domain/result';
import { type AccountMailDeps, sendAccountLink } from './send-account-link';

type Invitation = { first_name: string; last_name: string; email: string; role: AccountRole; locale: 'de' | 'en' };
type EmailTaken = { code: 'invalid_input'; fields: { email: [{ code: 'account_email_taken' }] } };
const EMAIL_TAKEN: EmailTaken = { code: 'invalid_input', fields: { email: [{ code: 'account_email_taken' }] } };

/**
 * Invites someone into the owner's organization: an account with no password, and an email
 * whose link sets it (7 days, once). One email is one account, in any organization.
 */
export async function inviteMember(
  db: Db,
  deps: AccountMailDeps,
  owner: StaffPrincipal,
  invitation: Invitation,
  now: Date,
): Promise<Result<TeamAccount, EmailTaken>> {
  if (await findAccountByEmail(db, invitation.email)) return { ok: false, error: EMAIL_TAKEN };
  const [business] = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [
    owner.organizationId,
  ]);
  try {
    return await db.transaction(async (tx) => {
      const account = {
        organization_id: owner.organizationId,
        business: business?.name ?? owner.organization,
        name: `${invitation.first_name} ${invitation.last_name}`,
        email: invitation.email.trim().toLowerCase(),
        role: invitation.role,
      };
      const { id } = await insertAccount(tx, { ...account, organizationId: owner.organizationId, passwordHash: null });
      await sendAccountLink(tx, deps, { ...account, id }, 'invitation', invitation.locale, now);
      const { name, email, role } = account;
      return { ok: true, value: { id, name, email, role, state: 'invited' } } as const;
    });
  } catch (error) {
    if (sqlState(error) === SQLSTATE.uniqueViolation) return { ok: false, error: EMAIL_TAKEN };
    throw error;
  }
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
