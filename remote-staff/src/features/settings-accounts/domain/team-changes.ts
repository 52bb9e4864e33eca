import type { AccountRole, TeamAccount } from '@booking/shared/contract/accounts';

/** What the team screen offers for one account. */
export interface TeamChanges {
  /** The role it can be given instead (owner ↔ staff), or null when it must stay as it is. */
  otherRole: AccountRole | null;
  removable: boolean;
  /** Why neither is offered: the organization's only owner who can sign in. */
  onlyOwner: boolean;
}

/**
 * The changes the API would allow, as far as the screen knows: the last owner who can sign in
 * is neither made staff nor removed (an invited owner without a password does not count), so
 * the business always has someone who can reach its settings. Another owner's change made
 * meanwhile is the API's to refuse (409 `last_owner`), said in place.
 */
export function teamChanges(account: TeamAccount, accounts: readonly TeamAccount[]): TeamChanges {
  const otherOwners = accounts.filter(
    (other) => other.id !== account.id && other.role === 'owner' && other.state === 'active',
  );
  const onlyOwner = account.role === 'owner' && otherOwners.length === 0;
  if (onlyOwner) return { otherRole: null, removable: false, onlyOwner };
  return { otherRole: account.role === 'owner' ? 'staff' : 'owner', removable: true, onlyOwner };
}

/** The signed-in owner's own account, found by the email the session names (stored lower-case). */
export function isSignedInAccount(account: TeamAccount, signedInEmail: string): boolean {
  return account.email === signedInEmail.toLowerCase();
}
