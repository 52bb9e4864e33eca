import { MIN_PASSWORD_LENGTH, type PendingSignUp } from '@booking/shared/contract/accounts';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { PageAddressField } from '../../../common/page-address/page-address-field';
import { useAccountApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { confirmEmail } from '../api/confirm-email';
import { confirmFieldOf, confirmFormOf, confirmFormSchema, confirmRequestOf } from '../domain/confirm-form-values';

interface ConfirmEmailFormProps {
  token: string;
  pending: PendingSignUp;
  onConfirmed: () => void;
  /** The link expired or was used meanwhile. */
  onInvalid: () => void;
}

/**
 * Whoever opened the confirmation link owns the account (decision 0076): they choose the
 * password here, and keep or change the business's name and page address the sign-up named.
 * Refusals are marked at their fields with focus to the first; a server not reached offers
 * Retry, and what was typed stays.
 */
export function ConfirmEmailForm({ token, pending, onConfirmed, onInvalid }: ConfirmEmailFormProps) {
  const api = useAccountApi();
  const form = useKitForm(confirmFormSchema, confirmFormOf(pending));
  const submit = useSubmit({ form, fieldOf: confirmFieldOf, ownCodes: ['link_invalid'] });

  async function onValid(values: z.output<typeof confirmFormSchema>) {
    const outcome = await submit.send(() => confirmEmail(api, confirmRequestOf(token, values)));
    if (outcome?.kind === 'done') onConfirmed();
    else if (outcome?.kind === 'refused' && outcome.error?.code === 'link_invalid') onInvalid();
  }

  return (
    <KitForm
      form={form}
      onValid={onValid}
      className="sign-up"
      aria-labelledby="confirm-email-title"
      heading={
        <>
          <h1 id="confirm-email-title">
            <FormattedMessage id="staff.confirmEmail.form.title" />
          </h1>
          <p>
            <FormattedMessage id="staff.confirmEmail.form.lead" values={{ vertical: pending.vertical }} />
          </p>
        </>
      }
    >
      <TextField
        id="confirm-business-name"
        name="business_name"
        autoComplete="organization"
        required
        label={<FormattedMessage id="staff.signUp.businessName" />}
      />
      <PageAddressField id="confirm-organization" followName={false} ownAddress={pending.organization} />
      <TextField
        id="confirm-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        label={<FormattedMessage id="staff.confirmEmail.form.password" />}
        hint={<FormattedMessage id="staff.signUp.passwordRule" values={{ min: MIN_PASSWORD_LENGTH }} />}
      />
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <button type="submit" className="button" disabled={submit.busy} aria-busy={submit.busy}>
        <FormattedMessage id={submit.busy ? 'staff.confirmEmail.form.submitting' : 'staff.confirmEmail.form.submit'} />
      </button>
    </KitForm>
  );
}
