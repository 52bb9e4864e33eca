import type { ApiError } from '@booking/shared/api-client/call';
import { useLocale } from '@booking/shared/stores/locale';
import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAccountApi } from '../../../common/staff-api/staff-api';
import { resendConfirmation } from '../api/resend-confirmation';

type State =
  | { kind: 'idle' | 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; error: ApiError | null };

/**
 * Under the sign-in's "confirm your email first": the link may have expired (24 hours) or the
 * email gone astray, so a new one is one press away, to the email typed above. What it says
 * afterwards is the same whether or not that email waits for a confirmation.
 */
export function ResendConfirmation({ email }: { email: () => string }) {
  const api = useAccountApi();
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function send() {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    const to = email();
    const result = await resendConfirmation(api, to, locale);
    if (result.ok) setState({ kind: 'sent', email: to });
    else setState({ kind: 'failed', error: 'network' in result ? null : (result.error ?? { code: 'internal' }) });
  }

  return (
    <div className="sign-in-resend">
      <button type="button" className="button button-secondary" disabled={state.kind === 'sending'} onClick={send}>
        <FormattedMessage
          id={state.kind === 'sending' ? 'staff.signIn.resendConfirmation.sending' : 'staff.signIn.resendConfirmation'}
        />
      </button>
      <p role="status">
        {state.kind === 'sent' && (
          <FormattedMessage id="staff.signIn.resendConfirmation.sent" values={{ email: state.email }} />
        )}
      </p>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {state.error ? <ErrorText error={state.error} /> : <FormattedMessage id="staff.signIn.error.network" />}
        </p>
      )}
    </div>
  );
}
