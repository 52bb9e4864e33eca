import { describe, expect, it } from '@rstest/core';
import { placeholdersOf } from '../messages/message-texts';
import { type AccountMessageContent, accountMessageBody } from './account-message';
import { accountMessagesDe } from './account-messages-de';
import { accountMessagesEn } from './account-messages-en';

const content = (locale: 'de' | 'en'): AccountMessageContent => ({
  type: 'account',
  locale,
  name: 'Lena Koch',
  business: 'Haarwerk',
  role: 'staff',
  sealedLink: 'sealed',
  siteUrl: 'https://book.example/',
});

describe('account emails', () => {
  it('ask for the same values in English and German', () => {
    for (const [key, template] of Object.entries(accountMessagesEn)) {
      const german = accountMessagesDe[key as keyof typeof accountMessagesEn];
      expect(placeholdersOf(german).sort()).toEqual(placeholdersOf(template).sort());
    }
  });

  it('put the link and how long it works in the confirmation, in the chosen language', () => {
    const link = 'https://book.example/staff/confirm-email#token=abc';
    const en = accountMessageBody('account_confirmation', content('en'), link);
    expect(en.subject).toBe('Confirm your email address for Haarwerk');
    expect(en.text).toContain(link);
    expect(en.text).toContain('within 24 hours');
    const de = accountMessageBody('account_confirmation', content('de'), link);
    expect(de.text).toContain('Hallo Lena Koch,');
    expect(de.text).toContain('innerhalb von 24 Stunden');
  });

  it('say the invitation works for 7 days, and the reset for 1 hour', () => {
    expect(accountMessageBody('account_invitation', content('en'), 'L').text).toContain('within 7 days');
    expect(accountMessageBody('account_password_reset', content('de'), 'L').text).toContain('innerhalb von 1 Stunde.');
  });

  it('point a repeated sign-up at the sign-in and password pages, with no token', () => {
    const { text } = accountMessageBody('account_exists', content('en'), null);
    expect(text).toContain('https://book.example/staff\n');
    expect(text).toContain('https://book.example/staff/forgot-password');
    expect(text).not.toContain('token');
  });
});
