import { Link } from '@booking/shared/router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SetPasswordForm, type SetPasswordFormProps } from './set-password-form';

interface SetPasswordPageProps {
  /** Message ids: the form's title and button, then the title and words once it is saved. */
  messages: { title: string; submit: string; doneTitle: string; doneBody: string };
  save: SetPasswordFormProps['save'];
}

/**
 * An emailed link's page that sets a password (a reset, an invitation): the form, then what was
 * done and the way to sign in with it.
 */
export function SetPasswordPage({ messages, save }: SetPasswordPageProps) {
  const [saved, setSaved] = useState(false);
  if (saved) {
    return (
      <section className="sign-up" aria-labelledby="set-password-done-title">
        <h1 id="set-password-done-title">
          <FormattedMessage id={messages.doneTitle} />
        </h1>
        <p role="status">
          <FormattedMessage id={messages.doneBody} />
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
          <FormattedMessage id={messages.title} />
        </h1>
      }
      submitLabel={<FormattedMessage id={messages.submit} />}
      save={save}
      onSaved={() => setSaved(true)}
    />
  );
}
