import type { ApiAccess } from '@booking/shared/api-client/api-access';
import type { PendingSignUp } from '@booking/shared/contract/accounts';
import { Link, useLocation } from '@booking/shared/router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { linkToken } from '../../../common/link-token/link-token';
import { useAccountApi } from '../../../common/staff-api/staff-api';
import { readPendingSignUp } from '../api/confirm-email';
import { ConfirmEmailForm } from './confirm-email-form';

type State =
  | { kind: 'reading' }
  | { kind: 'form'; token: string; pending: PendingSignUp }
  | { kind: 'confirmed' }
  | { kind: 'invalid' }
  | { kind: 'network' };
type Said = Exclude<State['kind'], 'form'>;

const WORDS: Record<Said, { title: string; body: string }> = {
  reading: { title: 'staff.confirmEmail.confirming.title', body: 'staff.confirmEmail.confirming.body' },
  confirmed: { title: 'staff.confirmEmail.confirmed.title', body: 'staff.confirmEmail.confirmed.body' },
  invalid: { title: 'staff.confirmEmail.invalid.title', body: 'staff.confirmEmail.invalid.body' },
  network: { title: 'staff.confirmEmail.network.title', body: 'staff.confirmEmail.network.body' },
};

/** What the link's sign-up holds, read without using the link: the form, or why not. */
async function read(api: ApiAccess, token: string | null): Promise<State> {
  if (!token) return { kind: 'invalid' };
  const result = await readPendingSignUp(api, token);
  if (result.ok) return { kind: 'form', token, pending: result.data.results };
  return 'network' in result ? { kind: 'network' } : { kind: 'invalid' };
}

/**
 * The page the confirmation email links to (`#token=...`). Opening it uses nothing: it reads
 * the sign-up the link is for and asks for the password (decision 0076); the link is used
 * when that form is sent.
 */
export function ConfirmEmailPage() {
  const api = useAccountApi();
  const { hash } = useLocation();
  const [state, setState] = useState<State>({ kind: 'reading' });
  const load = () => {
    setState({ kind: 'reading' });
    void read(api, linkToken(hash)).then(setState);
  };
  useEffect(load, [api, hash]);

  if (state.kind === 'form') {
    return (
      <ConfirmEmailForm
        token={state.token}
        pending={state.pending}
        onConfirmed={() => setState({ kind: 'confirmed' })}
        onInvalid={() => setState({ kind: 'invalid' })}
      />
    );
  }
  return (
    <section className="sign-up" aria-labelledby="confirm-email-title" aria-busy={state.kind === 'reading'}>
      <h1 id="confirm-email-title">
        <FormattedMessage id={WORDS[state.kind].title} />
      </h1>
      <p role="status">
        <FormattedMessage id={WORDS[state.kind].body} />
      </p>
      {state.kind === 'confirmed' && (
        <Link className="button" to="/staff">
          <FormattedMessage id="staff.confirmEmail.signIn" />
        </Link>
      )}
      {state.kind === 'invalid' && (
        <Link to="/staff/sign-up">
          <FormattedMessage id="staff.confirmEmail.signUpAgain" />
        </Link>
      )}
      {state.kind === 'network' && (
        <button type="button" className="button" onClick={load}>
          <FormattedMessage id="staff.confirmEmail.retry" />
        </button>
      )}
    </section>
  );
}
