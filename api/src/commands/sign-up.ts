import type { SignUpRequest } from '@booking/shared/contract/accounts';
import {
  type AccountRow,
  findAccountByEmail,
  insertAccount,
  insertBusiness,
  isSlugTaken,
  queueAccountEmail,
  renameAccount,
  updatePendingBusiness,
} from '../db/account-repo';
import { type Db, SQLSTATE, sqlState, violatedConstraint } from '../db/db';
import type { Result } from '../domain/result';
import { type AccountMailDeps, sendAccountLink } from './send-account-link';

type SlugTaken = { code: 'invalid_input'; fields: { organization: [{ code: 'slug_taken' }] } };
const SLUG_TAKEN: SlugTaken = { code: 'invalid_input', fields: { organization: [{ code: 'slug_taken' }] } };

/**
 * A business signs up: its organization (page off, unconfirmed), its owner (unconfirmed, no
 * password) and the confirmation email, in one transaction. The password is chosen on the
 * confirmation link, so whoever holds the inbox owns the account (decision 0076); a password
 * sent here is ignored.
 *
 * An email whose sign-up still waits gets a fresh link, and the sign-up takes these newer
 * details (the confirmation shows them, to keep or change). An email with any other account
 * gets an email saying someone tried; the answer is the same in every case.
 */
export async function signUp(
  db: Db,
  deps: AccountMailDeps,
  request: SignUpRequest,
  now: Date,
): Promise<Result<null, SlugTaken>> {
  const existing = await findAccountByEmail(db, request.email);
  const waiting = existing?.signing_up ? existing : null;
  if (await isSlugTaken(db, request.organization, waiting?.organization_id)) return { ok: false, error: SLUG_TAKEN };
  if (existing && !waiting) {
    await tellExisting(db, deps, existing, request.locale, now);
    return { ok: true, value: null };
  }
  const business = request.business_name;
  const name = `${request.first_name} ${request.last_name}`;
  try {
    await db.transaction(async (tx) => {
      if (waiting) {
        await updatePendingBusiness(tx, waiting.organization_id, {
          slug: request.organization,
          name: business,
          vertical: request.vertical,
        });
        await renameAccount(tx, waiting.id, name);
        await sendAccountLink(tx, deps, { ...waiting, business, name }, 'confirm_email', request.locale, now);
        return;
      }
      const organization = await insertBusiness(tx, {
        slug: request.organization,
        vertical: request.vertical,
        name: business,
      });
      const owner = {
        organization_id: organization.id,
        business,
        name,
        email: request.email.trim().toLowerCase(),
        role: 'owner' as const,
      };
      const { id } = await insertAccount(tx, { ...owner, organizationId: organization.id, passwordHash: null });
      await sendAccountLink(tx, deps, { ...owner, id }, 'confirm_email', request.locale, now);
    });
  } catch (error) {
    if (sqlState(error) !== SQLSTATE.uniqueViolation) throw error;
    // Someone took the address, or signed this email up, between the checks and the writes.
    if (violatedConstraint(error) === 'organizations_slug_key') return { ok: false, error: SLUG_TAKEN };
    const raced = await findAccountByEmail(db, request.email);
    if (raced?.signing_up) await sendAccountLink(db, deps, raced, 'confirm_email', request.locale, now);
    else if (raced) await tellExisting(db, deps, raced, request.locale, now);
  }
  return { ok: true, value: null };
}

function tellExisting(db: Db, deps: AccountMailDeps, account: AccountRow, locale: 'de' | 'en', now: Date) {
  return queueAccountEmail(db, deps.seal, {
    organizationId: account.organization_id,
    kind: 'account_exists',
    recipient: account.email,
    link: null,
    content: { locale, name: account.name, business: account.business, role: account.role, siteUrl: deps.siteUrl },
    now,
  });
}
