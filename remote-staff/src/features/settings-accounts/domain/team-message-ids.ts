import type { AccountRole, TeamAccount } from '@booking/shared/contract/accounts';

/** The words of each role and state, spelled out so the catalog check finds every id. */
export const ROLE_IDS: Record<AccountRole, string> = {
  owner: 'staff.accounts.role.owner',
  staff: 'staff.accounts.role.staff',
};

export const STATE_IDS: Record<TeamAccount['state'], string> = {
  active: 'staff.accounts.state.active',
  invited: 'staff.accounts.state.invited',
  unconfirmed: 'staff.accounts.state.unconfirmed',
};

/** The button that gives an account the role. */
export const MAKE_IDS: Record<AccountRole, string> = {
  owner: 'staff.accounts.make.owner',
  staff: 'staff.accounts.make.staff',
};

/** What the status line says once the account has the role. */
export const ROLE_CHANGED_IDS: Record<AccountRole, string> = {
  owner: 'staff.accounts.roleChanged.owner',
  staff: 'staff.accounts.roleChanged.staff',
};
