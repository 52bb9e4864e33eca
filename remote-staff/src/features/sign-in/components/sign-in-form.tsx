import type { FieldErrors } from '@booking/shared/forms/field-errors';
import { useNavigate } from '@booking/shared/router';
import { type CodedError, ErrorText } from '@booking/shared/ui/error-text/error-text';
import { TextField } from '@booking/shared/ui/text-field';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { signIn } from '../api/sign-in';
import { checkSignIn } from '../domain/check-sign-in';

/** What the form says above its fields: the API's coded error, or a state of its own. */
type FormError = { kind: 'coded'; error: CodedError } | { kind: 'correct_fields' } | { kind: 'network' } | null;

/** Staff sign in with email and password (SPEC section 6); the typed values survive every error. */
export function SignInForm() {
  const navigate = useNavigate();
  const [fields, setFields] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<FormError>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = checkSignIn({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    if (!checked.ok) {
      setFields(checked.fields);
      setFormError({ kind: 'correct_fields' });
      return;
    }
    setFields({});
    setFormError(null);
    setBusy(true);
    const result = await signIn(checked.value);
    setBusy(false);
    if (result.ok) {
      navigate('/staff/branches');
      return;
    }
    const code = result.error?.code;
    if (code === 'unknown_email') setFields({ email: [{ code }] });
    else if (code === 'invalid_password') setFields({ password: [{ code }] });
    else if (code === 'invalid_input' && result.error?.fields) setFields(result.error.fields);
    if ('network' in result) setFormError({ kind: 'network' });
    else if (code === 'invalid_input') setFormError({ kind: 'correct_fields' });
    // Anything else the API said is worded by its code; an answer without one is unexpected.
    else setFormError({ kind: 'coded', error: result.error ?? { code: 'internal' } });
  }

  return (
    <form className="sign-in" noValidate onSubmit={onSubmit} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">
        <FormattedMessage id="staff.signIn.title" />
      </h1>
      {formError && (
        <p className="form-error" role="alert">
          {formError.kind === 'coded' ? (
            <ErrorText error={formError.error} />
          ) : (
            <FormattedMessage id={formError.kind === 'network' ? 'staff.signIn.error.network' : 'form.correctFields'} />
          )}
        </p>
      )}
      <TextField
        id="staff-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        label={<FormattedMessage id="staff.signIn.email" />}
        errors={fields.email}
      />
      <TextField
        id="staff-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={<FormattedMessage id="staff.signIn.password" />}
        errors={fields.password}
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        <FormattedMessage id={busy ? 'staff.signIn.submitting' : 'staff.signIn.submit'} />
      </button>
    </form>
  );
}
