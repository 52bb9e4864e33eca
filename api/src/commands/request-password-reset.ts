import { type AccountRow, findAccountByEmail, NO_ACCOUNT_ID } from '../db/account-repo';
import type { Db } from '../db/db';
import { type AccountMailDeps, sendAccountLink } from './send-account-link';

/** Stands in for an unknown email: no row has its id, so the statements that use it write nothing. */
const nobody = (email: string): AccountRow => ({
  id: NO_ACCOUNT_ID,
  organization_id: NO_ACCOUNT_ID,
  business: '',
  name: '',
  email,
  role: 'staff',
  confirmed: false,
  signing_up: false,
});

/**
 * A password reset link for the email's account (1 hour, once). An unknown email costs the
 * same work by construction (decision 0076): the same lookup, token, sealed link and INSERT
 * statements in one transaction, which then write no row. The commit does not wait for the
 * disk (synchronous_commit off), or one that wrote rows would wait and one that wrote none
 * would not; a reset email lost in a crash is asked for again.
 */
export async function requestPasswordReset(
  db: Db,
  deps: AccountMailDeps,
  request: { email: string; locale: 'de' | 'en' },
  now: Date,
): Promise<void> {
  const account = (await findAccountByEmail(db, request.email)) ?? nobody(request.email.trim().toLowerCase());
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL synchronous_commit = off');
    await sendAccountLink(tx, deps, account, 'password_reset', request.locale, now);
  });
}
