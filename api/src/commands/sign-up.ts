import type { SignUpRequest } from '@booking/shared/contract/accounts';
import { hashPassword, type PasswordCost } from '../auth/password';
import { findAccountByEmail, insertAccount, insertBusiness, isSlugTaken, queueAccountEmail } from '../db/account-repo';
import { type Db, SQLSTATE, sqlState, violatedConstraint } from '../db/db';
import { checkNewPassword } from '../domain/accounts/password-rules';
import type { Result } from '../domain/result';
import { type AccountMailDeps, sendAccountLink } from './send-account-link';

export type SignUpDeps = AccountMailDeps & { passwordCost: PasswordCost };

const fieldError = (
  field: string,
  code: 'slug_taken' | 'common_password' | 'too_short',
  params?: { min: number },
): Result<null> => ({
  ok: false,
  error: { code: 'invalid_input', fields: { [field]: [params ? { code, params } : { code }] } },
});

/**
 * A business signs up: its organization (page off, unconfirmed), its owner (unconfirmed) and
 * the confirmation email, in one transaction. When the email already has an account nothing
 * is created; that account gets an email saying someone tried, and the answer is the same
 * (the password is hashed either way, so the time taken does not tell either).
 */
export async function signUp(db: Db, deps: SignUpDeps, request: SignUpRequest, now: Date): Promise<Result<null>> {
  const weak = checkNewPassword(request.password);
  if (weak) return fieldError('password', weak.code, weak.code === 'too_short' ? weak.params : undefined);
  if (await isSlugTaken(db, request.organization)) return fieldError('organization', 'slug_taken');
  const passwordHash = await hashPassword(request.password, deps.passwordCost);

  const existing = await findAccountByEmail(db, request.email);
  if (existing) {
    await tellExisting(db, deps, existing, request.locale, now);
    return { ok: true, value: null };
  }
  try {
    await db.transaction(async (tx) => {
      const organization = await insertBusiness(tx, {
        slug: request.organization,
        vertical: request.vertical,
        name: request.business_name,
      });
      const owner = {
        organization_id: organization.id,
        business: request.business_name,
        name: `${request.first_name} ${request.last_name}`,
        email: request.email.trim().toLowerCase(),
        role: 'owner' as const,
      };
      const { id } = await insertAccount(tx, { ...owner, organizationId: organization.id, passwordHash });
      await sendAccountLink(tx, deps, { ...owner, id }, 'confirm_email', request.locale, now);
    });
  } catch (error) {
    if (sqlState(error) !== SQLSTATE.uniqueViolation) throw error;
    // Someone took the address, or signed this email up, between the checks and the insert.
    if (violatedConstraint(error) === 'organizations_slug_key') return fieldError('organization', 'slug_taken');
    const raced = await findAccountByEmail(db, request.email);
    if (raced) await tellExisting(db, deps, raced, request.locale, now);
  }
  return { ok: true, value: null };
}

function tellExisting(
  db: Db,
  deps: SignUpDeps,
  account: NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>,
  locale: 'de' | 'en',
  now: Date,
) {
  return queueAccountEmail(db, deps.seal, {
    organizationId: account.organization_id,
    kind: 'account_exists',
    recipient: account.email,
    link: null,
    content: { locale, name: account.name, business: account.business, role: account.role, siteUrl: deps.siteUrl },
    now,
  });
}
