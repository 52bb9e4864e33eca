/** The Idempotency-Key of a payment and the request it was made for. */
export interface PayAttempt {
  key: string;
  body: string;
}

/**
 * The key for sending `body`: the last attempt's when it was for the same cart (a retry after
 * a lost answer must not charge twice), a new one when staff changed the cart since (the API
 * refuses a key reused for another request).
 */
export function attemptFor(previous: PayAttempt | null, body: string, newKey: () => string): PayAttempt {
  if (previous && previous.body === body) return previous;
  return { key: newKey(), body };
}
