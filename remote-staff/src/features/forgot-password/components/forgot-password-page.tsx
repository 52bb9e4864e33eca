import { forgotPasswordRequestSchema } from '@booking/shared/contract/accounts';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { Link } from '@booking/shared/router';
import { useLocale } from '@booking/shared/stores/locale';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { EmailField } from '@booking/shared/ui/text-field/text-field';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { useAccountApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { requestPasswordReset } from '../api/request-password-reset';

const forgotFormSchema = z.pick(forgotPasswordRequestSchema, { email: true });

/** The same answer whether or not the email has an account: the page never tells which exist. */
function ResetSent({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="sign-up" aria-labelledby="forgot-sent-title">
      <h1 id="forgot-sent-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="staff.signUp.sent.title" />
      </h1>
      <p>
        <FormattedMessage id="staff.forgotPassword.sent.body" values={{ email: <strong>{email}</strong> }} />
      </p>
    </section>
  );
}

/** "Forgot password": an email with a link that sets a new one (valid 1 hour, once). */
export function ForgotPasswordPage() {
  const api = useAccountApi();
  const locale = useLocale();
  const form = useKitForm(forgotFormSchema, { email: '' });
  const submit = useSubmit({ form, fieldOf: (name) => (name === 'email' ? 'email' : null) });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onValid({ email }: { email: string }) {
    const outcome = await submit.send(() => requestPasswordReset(api, email, locale));
    if (outcome?.kind === 'done') setSentTo(outcome.data.results.email);
  }

  if (sentTo !== null) return <ResetSent email={sentTo} />;
  return (
    <KitForm
      form={form}
      onValid={onValid}
      className="sign-up"
      aria-labelledby="forgot-title"
      heading={
        <>
          <h1 id="forgot-title">
            <FormattedMessage id="staff.forgotPassword.title" />
          </h1>
          <p>
            <FormattedMessage id="staff.forgotPassword.lead" />
          </p>
        </>
      }
    >
      <EmailField
        id="forgot-email"
        name="email"
        autoComplete="username"
        required
        label={<FormattedMessage id="staff.signIn.email" />}
      />
      <StaffSubmitProblem failure={submit.failure} onRetry={() => void form.handleSubmit(onValid)()} />
      <button type="submit" className="button" disabled={submit.busy} aria-busy={submit.busy}>
        <FormattedMessage id="staff.forgotPassword.submit" />
      </button>
      <p>
        <Link to="/staff">
          <FormattedMessage id="staff.forgotPassword.back" />
        </Link>
      </p>
    </KitForm>
  );
}
