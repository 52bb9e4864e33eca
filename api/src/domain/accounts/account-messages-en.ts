/**
 * What account emails say in English, in ICU MessageFormat like the customer messages
 * (decision 0040); `account-messages-de.ts` has the same keys and arguments (a test checks).
 */
export const accountMessagesEn = {
  greeting: 'Hello {name},',
  signature: 'Your booking page team',
  'confirmation.subject': 'Confirm your email address for {business}',
  'confirmation.intro': 'Thank you for signing up {business}. Please confirm your email address with this link:',
  'confirmation.valid': 'The link works once, within {hours, plural, one {# hour} other {# hours}}.',
  'confirmation.not_you': 'If you did not sign up, ignore this email: nothing happens without the link.',
  'exists.subject': 'Someone tried to sign up with your email address',
  'exists.intro':
    'Someone tried to create a new booking page with this email address. It already belongs to your account at {business}, so nothing was created.',
  'exists.sign_in': 'If it was you, sign in here: {link}',
  'exists.forgot': 'Forgotten your password? Set a new one here: {link}',
  'exists.not_you': 'If it was not you, you need not do anything.',
  'invitation.subject': 'You are invited to {business}',
  'invitation.intro':
    'You are invited to work with {business} as {role, select, owner {an owner} other {a member of staff}}. Set your password with this link:',
  'invitation.valid': 'The link works once, within {days, plural, one {# day} other {# days}}.',
  'elsewhere.subject': 'You are invited to {business}',
  'elsewhere.intro':
    '{business} invited you to work with them as {role, select, owner {an owner} other {a member of staff}}, but this email address already has an account, and an address can belong to one account only. Nothing was changed.',
  'elsewhere.what_to_do':
    'To join {business}, ask them to invite another email address of yours. They have not been told that this address has an account.',
  'elsewhere.sign_in': 'Your account stays as it is; sign in here: {link}',
  'reset.subject': 'Set a new password',
  'reset.intro': 'Someone asked to set a new password for your account at {business}. Set it with this link:',
  'reset.valid': 'The link works once, within {hours, plural, one {# hour} other {# hours}}.',
  'reset.not_you': 'If you did not ask for this, ignore this email: your password stays as it is.',
};

export type AccountMessageKey = keyof typeof accountMessagesEn;
