/** A manage token: 32 random bytes in base64url (api/src/auth/session-token.ts). */
const MANAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A path of a booking already made: its manage link `/{organization}/{branch}/{token}/...`
 * (a payment returns there too) or the legacy `/{organization}/appointments/{token}`. These
 * keep working while the merchant's page is switched off (decision 0059); every other path of
 * such a page is not found.
 */
export function isBookingLink(pathname: string): boolean {
  const [, , second, third] = pathname.split('/');
  if (!third) return false;
  return second === 'appointments' || MANAGE_TOKEN.test(third);
}
