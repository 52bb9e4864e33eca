import { MIN_PASSWORD_LENGTH } from '@booking/shared/contract/accounts';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn-ts's list of common passwords (about 49,000, from leaked password sets), kept by a
 * maintained project; the ones of 12 characters or more are what the length rule lets
 * through ("qwerty123456", "password1234"). Compared case-folded: "Password1234" is as
 * guessable as "password1234".
 */
const COMMON = new Set(
  dictionary['passwords-common'].filter((word) => word.length >= MIN_PASSWORD_LENGTH).map((word) => word.toLowerCase()),
);

export type PasswordProblem = { code: 'too_short'; params: { min: number } } | { code: 'common_password' };

/**
 * Why a new password is refused, or null: shorter than 12 characters (counted as a person
 * counts them, so an emoji is one), or on the list of common passwords. No rules about
 * character classes: they make passwords harder to remember, not to guess (NIST SP 800-63B).
 */
export function checkNewPassword(password: string): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return { code: 'too_short', params: { min: MIN_PASSWORD_LENGTH } };
  if (COMMON.has(password.toLowerCase())) return { code: 'common_password' };
  return null;
}
