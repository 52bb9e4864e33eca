import { describe, expect, it } from '@rstest/core';
import { checkOwnerChange } from './check-owner-change';

const owner = { id: 'a', role: 'owner' as const };

describe('checkOwnerChange', () => {
  it('refuses to demote or remove the only owner who can sign in', () => {
    expect(checkOwnerChange(owner, 'staff', ['a'])).toEqual({ ok: false, error: { code: 'last_owner' } });
    expect(checkOwnerChange(owner, null, ['a'])).toEqual({ ok: false, error: { code: 'last_owner' } });
  });

  it('lets an owner go while another owner remains', () => {
    expect(checkOwnerChange(owner, 'staff', ['a', 'b']).ok).toBe(true);
  });

  it('always lets staff go, and an owner stay an owner', () => {
    expect(checkOwnerChange({ id: 's', role: 'staff' }, null, ['a']).ok).toBe(true);
    expect(checkOwnerChange(owner, 'owner', ['a']).ok).toBe(true);
  });
});
