import { Link } from '@booking/shared/router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SetPasswordForm } from '../../../common/set-password/set-password-form';
import { acceptInvitation } from '../api/accept-invitation';

/** The invitation email's link: the invited person chooses their password, then signs in. */
export function InvitationPage() {
  const [saved, setSaved] = useState(false);
  if (saved) {
    return (
      <section className="sign-up" aria-labelledby="invitation-done-title">
        <h1 id="invitation-done-title">
          <FormattedMessage id="staff.invitation.done.title" />
        </h1>
        <p role="status">
          <FormattedMessage id="staff.invitation.done.body" />
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
          <FormattedMessage id="staff.invitation.title" />
        </h1>
      }
      submitLabel={<FormattedMessage id="staff.invitation.submit" />}
      save={acceptInvitation}
      onSaved={() => setSaved(true)}
    />
  );
}
