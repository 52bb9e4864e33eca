import { describe, expect, it } from '@rstest/core';
import { checkNewPassword } from './password-rules';

describe('checkNewPassword', () => {
  it('refuses fewer than 12 characters, saying the minimum', () => {
    expect(checkNewPassword('elevenchars')).toEqual({ code: 'too_short', params: { min: 12 } });
  });

  it('counts characters as a person does: 11 emoji are 11, not 22', () => {
    expect(checkNewPassword('🌷'.repeat(11))?.code).toBe('too_short');
    expect(checkNewPassword('🌷'.repeat(12))).toBeNull();
  });

  it('refuses a common password of 12 or more characters, whatever its case', () => {
    expect(checkNewPassword('qwerty123456')).toEqual({ code: 'common_password' });
    expect(checkNewPassword('Password1234')).toEqual({ code: 'common_password' });
  });

  it('takes a long password that is on no list', () => {
    expect(checkNewPassword('Kiez küche am Kanal 1987')).toBeNull();
  });
});
