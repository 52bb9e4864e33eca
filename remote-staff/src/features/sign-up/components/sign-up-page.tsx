import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SignUpForm } from './sign-up-form';

/** "Check your email": where the confirmation went, and that nothing works until it is followed. */
function CheckEmail({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the answer's heading takes it, and is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="sign-up" aria-labelledby="sign-up-sent-title">
      <h1 id="sign-up-sent-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="staff.signUp.sent.title" />
      </h1>
      <p>
        <FormattedMessage id="staff.signUp.sent.body" values={{ email: <strong>{email}</strong> }} />
      </p>
      <p>
        <FormattedMessage id="staff.signUp.sent.spam" />
      </p>
    </section>
  );
}

/** Sign-up, then the answer that the confirmation email is on its way. */
export function SignUpPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? <SignUpForm onSent={setSentTo} /> : <CheckEmail email={sentTo} />;
}
