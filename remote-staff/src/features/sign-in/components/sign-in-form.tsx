import { staffSessionRequestSchema } from '@booking/shared/contract/staff-session';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { Link, useNavigate } from '@booking/shared/router';
import { type CodedError, ErrorText } from '@booking/shared/ui/error-text/error-text';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { signIn } from '../api/sign-in';
import { afterSignInPath } from '../domain/after-sign-in';
import { ResendConfirmation } from './resend-confirmation';

/** What the form says above its fields: the API's coded error, or that the server was not reached. */
type FormError = { kind: 'coded'; error: CodedError } | { kind: 'network' } | null;

/**
 * Staff sign in with email and password, validated by the same schema the
 * API uses; the typed values survive every error.
 */
export function SignInForm() {
  const api = useStaffApi();
  const navigate = useNavigate();
  const form = useKitForm(staffSessionRequestSchema, { email: '', password: '' });
  const [formError, setFormError] = useState<FormError>(null);

  async function onValid(credentials: { email: string; password: string }) {
    setFormError(null);
    const result = await signIn(api, credentials);
    if (result.ok) {
      navigate(afterSignInPath(result.data.results.staff));
      return;
    }
    const code = result.error?.code;
    if (code === 'unknown_email') form.setError('email', { type: code }, { shouldFocus: true });
    else if (code === 'invalid_password') form.setError('password', { type: code }, { shouldFocus: true });
    else if (code === 'invalid_input' && result.error?.fields) {
      for (const [name, [first] = []] of Object.entries(result.error.fields)) {
        if ((name === 'email' || name === 'password') && first) form.setError(name, { type: first.code });
      }
    }
    // Anything the API said is worded by its code; an answer without one is unexpected.
    setFormError(
      'network' in result ? { kind: 'network' } : { kind: 'coded', error: result.error ?? { code: 'internal' } },
    );
  }

  const busy = form.formState.isSubmitting;
  return (
    <KitForm
      form={form}
      onValid={onValid}
      className="sign-in"
      aria-labelledby="sign-in-title"
      formError={
        formError &&
        (formError.kind === 'coded' ? (
          <ErrorText error={formError.error} />
        ) : (
          <FormattedMessage id="staff.signIn.error.network" />
        ))
      }
      heading={
        <h1 id="sign-in-title">
          <FormattedMessage id="staff.signIn.title" />
        </h1>
      }
    >
      {formError?.kind === 'coded' && formError.error.code === 'account_unconfirmed' && (
        <ResendConfirmation email={() => form.getValues('email')} />
      )}
      <TextField
        id="staff-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        label={<FormattedMessage id="staff.signIn.email" />}
      />
      <TextField
        id="staff-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={<FormattedMessage id="staff.signIn.password" />}
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        <FormattedMessage id={busy ? 'staff.signIn.submitting' : 'staff.signIn.submit'} />
      </button>
      <p>
        <Link to="/staff/forgot-password">
          <FormattedMessage id="staff.signIn.forgotPassword" />
        </Link>
      </p>
      <p className="sign-in-more">
        <FormattedMessage id="staff.signIn.newBusiness" />{' '}
        <Link to="/staff/sign-up">
          <FormattedMessage id="staff.signIn.signUp" />
        </Link>
      </p>
    </KitForm>
  );
}
