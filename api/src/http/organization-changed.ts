/**
 * Called after a write that changes what a merchant shows or how it takes bookings (its page,
 * its booking rules, its branches, going live or off, a confirmed sign-up), once the write is committed: the
 * process forgets what it cached about merchants, so the next request here reads the new
 * state. It forgets every merchant, not only the one saved: saves are rare and reading a few
 * merchants again costs less than keeping track of whose entries to drop.
 */
export type OrganizationChanged = () => void;
