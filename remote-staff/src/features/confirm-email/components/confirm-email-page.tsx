import { Link, useLocation } from '@booking/shared/router';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { linkToken } from '../../../common/link-token/link-token';
import { confirmEmail } from '../api/confirm-email';

type State = 'confirming' | 'confirmed' | 'invalid' | 'network';

const WORDS: Record<State, { title: string; body: string }> = {
  confirming: { title: 'staff.confirmEmail.confirming.title', body: 'staff.confirmEmail.confirming.body' },
  confirmed: { title: 'staff.confirmEmail.confirmed.title', body: 'staff.confirmEmail.confirmed.body' },
  invalid: { title: 'staff.confirmEmail.invalid.title', body: 'staff.confirmEmail.invalid.body' },
  network: { title: 'staff.confirmEmail.network.title', body: 'staff.confirmEmail.network.body' },
};

/** Where a confirmation leaves the page: a link expired or used is as invalid as a bad one. */
async function confirmed(token: string): Promise<State> {
  const result = await confirmEmail(token);
  if (result.ok) return 'confirmed';
  return 'network' in result ? 'network' : 'invalid';
}

/**
 * The page the confirmation email links to (`#token=...`): the link works once, so it is
 * sent once per visit (a ref: React may run an effect twice), and the answer says what next.
 */
export function ConfirmEmailPage() {
  const { hash } = useLocation();
  const [state, setState] = useState<State>('confirming');
  const sent = useRef(false);

  function confirm(token: string) {
    setState('confirming');
    void confirmed(token).then(setState);
  }

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const token = linkToken(hash);
    if (token) void confirmed(token).then(setState);
    else setState('invalid');
  }, [hash]);

  return (
    <section className="sign-up" aria-labelledby="confirm-email-title" aria-busy={state === 'confirming'}>
      <h1 id="confirm-email-title">
        <FormattedMessage id={WORDS[state].title} />
      </h1>
      <p role="status">
        <FormattedMessage id={WORDS[state].body} />
      </p>
      {state === 'confirmed' && (
        <Link className="button" to="/staff">
          <FormattedMessage id="staff.confirmEmail.signIn" />
        </Link>
      )}
      {state === 'invalid' && (
        <Link to="/staff/sign-up">
          <FormattedMessage id="staff.confirmEmail.signUpAgain" />
        </Link>
      )}
      {state === 'network' && (
        <button type="button" className="button" onClick={() => void confirm(linkToken(hash) ?? '')}>
          <FormattedMessage id="staff.confirmEmail.retry" />
        </button>
      )}
    </section>
  );
}
