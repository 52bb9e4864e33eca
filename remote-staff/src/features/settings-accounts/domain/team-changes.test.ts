import type { TeamAccount } from '@booking/shared/contract/accounts';
import { describe, expect, it } from '@rstest/core';
import { isSignedInAccount, teamChanges } from './team-changes';

const account = (id: string, role: TeamAccount['role'], state: TeamAccount['state'] = 'active'): TeamAccount => ({
  id,
  name: `Person ${id}`,
  email: `${id}@example.com`,
  role,
  state,
});

describe('teamChanges', () => {
  it('offers the only owner who can sign in neither staff nor removal', () => {
    const owner = account('a', 'owner');
    expect(teamChanges(owner, [owner, account('b', 'staff')])).toEqual({
      otherRole: null,
      removable: false,
      onlyOwner: true,
    });
  });

  it('does not count an invited owner who has not set a password yet', () => {
    const owner = account('a', 'owner');
    expect(teamChanges(owner, [owner, account('b', 'owner', 'invited')]).onlyOwner).toBe(true);
  });

  it('lets either of two owners be made staff or removed', () => {
    const [a, b] = [account('a', 'owner'), account('b', 'owner')];
    expect(teamChanges(a, [a, b])).toEqual({ otherRole: 'staff', removable: true, onlyOwner: false });
    expect(teamChanges(b, [a, b])).toEqual({ otherRole: 'staff', removable: true, onlyOwner: false });
  });

  it('offers staff and invited owners the other role and removal', () => {
    const owner = account('a', 'owner');
    const staff = account('b', 'staff');
    const invitedOwner = account('c', 'owner', 'invited');
    expect(teamChanges(staff, [owner, staff])).toEqual({ otherRole: 'owner', removable: true, onlyOwner: false });
    expect(teamChanges(invitedOwner, [owner, invitedOwner]).otherRole).toBe('staff');
  });
});

describe('isSignedInAccount', () => {
  it('finds the account whatever case the session spells the email in', () => {
    expect(isSignedInAccount(account('a', 'owner'), 'A@Example.com')).toBe(true);
    expect(isSignedInAccount(account('a', 'owner'), 'b@example.com')).toBe(false);
  });
});
