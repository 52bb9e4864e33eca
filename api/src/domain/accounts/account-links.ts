/** What an emailed account link is for, and how long it works (once, in every case). */
export type LinkPurpose = 'confirm_email' | 'invitation' | 'password_reset';

const HOUR_MS = 60 * 60 * 1000;

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  confirm_email: 24 * HOUR_MS,
  invitation: 7 * 24 * HOUR_MS,
  password_reset: HOUR_MS,
};

/** The staff front end's page that reads each link's token and posts it to the API. */
const PAGE: Record<LinkPurpose, string> = {
  confirm_email: '/staff/confirm-email',
  invitation: '/staff/invitation',
  password_reset: '/staff/reset-password',
};

/**
 * The link in the email. The token is in the fragment: browsers send neither it to a server
 * nor in a Referer, so it lands in no access log and no analytics page view.
 */
export function accountLink(siteUrl: string, purpose: LinkPurpose, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${PAGE[purpose]}#token=${token}`;
}
