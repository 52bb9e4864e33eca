import type { ConfirmEmailRequest, PendingSignUp } from '@booking/shared/contract/accounts';
import { hashPassword, type PasswordCost } from '../auth/password';
import { hashSessionToken } from '../auth/session-token';
import {
  confirmAccount,
  endAccountLinks,
  findPendingSignUpByLink,
  isSlugTaken,
  updatePendingBusiness,
  useAccountToken,
} from '../db/account-repo';
import { type Db, SQLSTATE, sqlState, violatedConstraint } from '../db/db';
import { checkNewPassword, type PasswordProblem } from '../domain/accounts/password-rules';
import type { Result } from '../domain/result';

type SlugTaken = { code: 'invalid_input'; fields: { organization: [{ code: 'slug_taken' }] } };
type ConfirmError =
  | { code: 'link_invalid' }
  | { code: 'invalid_input'; fields: { password: [PasswordProblem] } }
  | SlugTaken;

const LINK_INVALID = { ok: false, error: { code: 'link_invalid' } } as const;
const SLUG_TAKEN: { ok: false; error: SlugTaken } = {
  ok: false,
  error: { code: 'invalid_input', fields: { organization: [{ code: 'slug_taken' }] } },
};

/** What a confirmation link's sign-up holds, for its page to show; the link stays unused. */
export async function getPendingSignUp(
  db: Db,
  token: string,
  now: Date,
): Promise<Result<PendingSignUp, { code: 'link_invalid' }>> {
  const pending = await findPendingSignUpByLink(db, hashSessionToken(token), now);
  if (!pending) return LINK_INVALID;
  const { business_name, organization, vertical } = pending;
  return { ok: true, value: { business_name, organization, vertical } };
}

/**
 * Confirms a sign-up from its emailed link (decision 0076): whoever opened it sets the owner's
 * password and keeps or changes the business's name and page address, all in the transaction
 * that uses the link. A refused password or a taken address does not spend the link; using it
 * ends every other link of the account.
 */
export async function confirmSignUp(
  db: Db,
  passwordCost: PasswordCost,
  request: ConfirmEmailRequest,
  now: Date,
): Promise<Result<null, ConfirmError>> {
  const weak = checkNewPassword(request.password);
  if (weak) return { ok: false, error: { code: 'invalid_input', fields: { password: [weak] } } };
  const tokenHash = hashSessionToken(request.token);
  const pending = await findPendingSignUpByLink(db, tokenHash, now);
  if (!pending) return LINK_INVALID;
  if (await isSlugTaken(db, request.organization, pending.organization_id)) return SLUG_TAKEN;
  const passwordHash = await hashPassword(request.password, passwordCost);
  try {
    return await db.transaction(async (tx) => {
      const accountId = await useAccountToken(tx, tokenHash, 'confirm_email', now);
      if (accountId !== pending.account_id) return LINK_INVALID;
      await updatePendingBusiness(tx, pending.organization_id, {
        slug: request.organization,
        name: request.business_name,
      });
      await confirmAccount(tx, accountId, now, passwordHash);
      await endAccountLinks(tx, accountId, ['confirm_email', 'password_reset'], now);
      return { ok: true, value: null };
    });
  } catch (error) {
    // Another sign-up took the address between the check and the write: the link stays unused.
    if (sqlState(error) === SQLSTATE.uniqueViolation && violatedConstraint(error) === 'organizations_slug_key') {
      return SLUG_TAKEN;
    }
    throw error;
  }
}
