import { Link } from '@booking/shared/router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SetPasswordForm } from '../../../common/set-password/set-password-form';
import { resetPassword } from '../api/reset-password';

/** The password reset email's link: a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [saved, setSaved] = useState(false);
  if (saved) {
    return (
      <section className="sign-up" aria-labelledby="reset-done-title">
        <h1 id="reset-done-title">
          <FormattedMessage id="staff.resetPassword.done.title" />
        </h1>
        <p role="status">
          <FormattedMessage id="staff.resetPassword.done.body" />
        </p>
        <Link className="button" to="/staff">
          <FormattedMessage id="staff.resetPassword.signIn" />
        </Link>
      </section>
    );
  }
  return (
    <SetPasswordForm
      heading={
        <h1 id="set-password-title">
          <FormattedMessage id="staff.resetPassword.title" />
        </h1>
      }
      submitLabel={<FormattedMessage id="staff.resetPassword.submit" />}
      save={resetPassword}
      onSaved={() => setSaved(true)}
    />
  );
}
