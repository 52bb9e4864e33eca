import { linkTokenSchema } from '@booking/shared/contract/accounts';

/**
 * The token of an emailed link (`#token=...`). It rides in the fragment, which no browser
 * sends to a server or in a Referer; a fragment without a well-formed token is null.
 */
export function linkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && linkTokenSchema.safeParse(token).success ? token : null;
}
