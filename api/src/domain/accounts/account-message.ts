import * as z from 'zod/mini';
import { fill } from '../messages/message-texts';
import { LINK_LIFETIME_MS } from './account-links';
import { accountMessagesDe } from './account-messages-de';
import { type AccountMessageKey, accountMessagesEn } from './account-messages-en';

export const ACCOUNT_MESSAGE_KINDS = [
  'account_confirmation',
  'account_exists',
  'account_invitation',
  'account_password_reset',
  'account_invited_elsewhere',
] as const;
export type AccountMessageKind = (typeof ACCOUNT_MESSAGE_KINDS)[number];

export const isAccountMessageKind = (kind: string): kind is AccountMessageKind =>
  (ACCOUNT_MESSAGE_KINDS as readonly string[]).includes(kind);

/**
 * What an account email's outbox row keeps to compose it when it is sent. `link` is sealed
 * (`auth/link-seal.ts`): it carries a token that confirms, sets a password or resets one;
 * the email saying someone tried to sign up has none, only the site's pages.
 */
export const accountMessageContentSchema = z.object({
  type: z.literal('account'),
  locale: z.enum(['de', 'en']),
  name: z.string(),
  business: z.string(),
  role: z.enum(['owner', 'staff']),
  sealedLink: z.nullable(z.string()),
  siteUrl: z.string(),
});
export type AccountMessageContent = z.infer<typeof accountMessageContentSchema>;

const CATALOGS = { de: accountMessagesDe, en: accountMessagesEn };
const INTL_LOCALE = { de: 'de-DE', en: 'en-GB' };
const HOURS = (ms: number) => ms / 3_600_000;

/**
 * The subject and text of an account email in the account's language. `link` is the opened
 * link of the row (null for `account_exists`, which points at the sign-in and password pages).
 */
export function accountMessageBody(
  kind: AccountMessageKind,
  content: AccountMessageContent,
  link: string | null,
): { subject: string; text: string } {
  const catalog = CATALOGS[content.locale];
  const t = (key: AccountMessageKey, params: Record<string, string | number> = {}) =>
    fill(catalog[key], params, INTL_LOCALE[content.locale]);
  const { business, role } = content;
  const site = content.siteUrl.replace(/\/+$/, '');
  const lines = (subject: string, ...body: string[]) => ({
    subject,
    text: [t('greeting', { name: content.name }), '', ...body, '', t('signature')].join('\n'),
  });
  switch (kind) {
    case 'account_confirmation':
      return lines(
        t('confirmation.subject', { business }),
        t('confirmation.intro', { business }),
        link ?? '',
        '',
        t('confirmation.valid', { hours: HOURS(LINK_LIFETIME_MS.confirm_email) }),
        t('confirmation.not_you'),
      );
    case 'account_exists':
      return lines(
        t('exists.subject'),
        t('exists.intro', { business }),
        '',
        t('exists.sign_in', { link: `${site}/staff` }),
        t('exists.forgot', { link: `${site}/staff/forgot-password` }),
        t('exists.not_you'),
      );
    case 'account_invitation':
      return lines(
        t('invitation.subject', { business }),
        t('invitation.intro', { business, role }),
        link ?? '',
        '',
        t('invitation.valid', { days: HOURS(LINK_LIFETIME_MS.invitation) / 24 }),
      );
    case 'account_invited_elsewhere':
      return lines(
        t('elsewhere.subject', { business }),
        t('elsewhere.intro', { business, role }),
        '',
        t('elsewhere.what_to_do', { business }),
        t('elsewhere.sign_in', { link: `${site}/staff` }),
      );
    case 'account_password_reset':
      return lines(
        t('reset.subject'),
        t('reset.intro', { business }),
        link ?? '',
        '',
        t('reset.valid', { hours: HOURS(LINK_LIFETIME_MS.password_reset) }),
        t('reset.not_you'),
      );
  }
}
