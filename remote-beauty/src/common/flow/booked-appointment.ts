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
