import type { ApiResult } from '@booking/shared/api-client/call';
import { MIN_PASSWORD_LENGTH, newPasswordSchema } from '@booking/shared/contract/accounts';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useLocation } from '@booking/shared/router';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { linkToken } from '../link-token/link-token';
import { StaffSubmitProblem } from '../submit-problem/staff-submit-problem';

const setPasswordFormSchema = z.object({ password: newPasswordSchema });

export interface SetPasswordFormProps {
  heading: ReactNode;
  submitLabel: ReactNode;
  /** Sends the emailed link's token with the new password. */
  save: (token: string, password: string) => Promise<ApiResult<unknown>>;
  onSaved: () => void;
}

/**
 * A new password from an emailed link (`#token=...`): a password reset or an invitation. The
 * rules are said before typing; a common password is refused at the field, a link expired
 * or used above the button, and the password typed stays.
 */
export function SetPasswordForm({ heading, submitLabel, save, onSaved }: SetPasswordFormProps) {
  const token = linkToken(useLocation().hash) ?? '';
  const form = useKitForm(setPasswordFormSchema, { password: '' });
  const submit = useSubmit({ form, fieldOf: (name) => (name === 'password' ? 'password' : null) });

  async function onValid({ password }: { password: string }) {
    const outcome = await submit.send(() => save(token, password));
    if (outcome?.kind === 'done') onSaved();
  }

  return (
    <KitForm form={form} onValid={onValid} className="sign-up" aria-labelledby="set-password-title" heading={heading}>
      <TextField
        id="set-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        label={<FormattedMessage id="staff.setPassword.password" />}
        hint={<FormattedMessage id="staff.signUp.passwordRule" values={{ min: MIN_PASSWORD_LENGTH }} />}
      />
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <button type="submit" className="button" disabled={submit.busy} aria-busy={submit.busy}>
        {submitLabel}
      </button>
    </KitForm>
  );
}
