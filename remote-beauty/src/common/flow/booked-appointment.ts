import { browserOnlyPage, loaderOnServer } from '@booking/shared/api-client/loader-context';

/**
 * The manage token of the booking just made in this tab, per branch. The draft is cleared
 * the moment the booking exists (a reload must not book again), yet the payment and
 * confirmed steps still need to find the appointment: this one value is all they keep.
 * Session storage, like the draft: it never outlives the tab.
 */
const keyOf = (organization: string, branch: string) => `beauty-booked:${organization}/${branch}`;

export function rememberBookedToken(organization: string, branch: string, token: string): void {
  sessionStorage.setItem(keyOf(organization, branch), token);
}

export function bookedToken(organization: string, branch: string): string | null {
  return sessionStorage.getItem(keyOf(organization, branch));
}

/**
 * The token for a route loader: only the visitor's tab has it, so on the server the page is
 * left to the browser, as an ordinary outcome rather than a failure to draw.
 */
export function loaderBookedToken(context: unknown, organization: string, branch: string): string | null {
  if (loaderOnServer(context)) throw browserOnlyPage('the booking just made is kept in the tab');
  return bookedToken(organization, branch);
}
