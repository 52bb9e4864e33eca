import type { AccountRole, TeamAccount } from '@booking/shared/contract/accounts';

/** The words of each role and state, spelled out so the catalog check finds every id. */
export const ROLE_IDS: Record<AccountRole, string> = {
  owner: 'staff.team.role.owner',
  staff: 'staff.team.role.staff',
};

export const STATE_IDS: Record<TeamAccount['state'], string> = {
  active: 'staff.team.state.active',
  invited: 'staff.team.state.invited',
  unconfirmed: 'staff.team.state.unconfirmed',
};

/** The button that gives an account the role. */
export const MAKE_IDS: Record<AccountRole, string> = {
  owner: 'staff.team.make.owner',
  staff: 'staff.team.make.staff',
};

/** What the status line says once the account has the role. */
export const ROLE_CHANGED_IDS: Record<AccountRole, string> = {
  owner: 'staff.team.roleChanged.owner',
  staff: 'staff.team.roleChanged.staff',
};
