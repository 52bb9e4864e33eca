import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import '../button/button.css';
import './inline-error.css';

/**
 * A failure shown where the customer is looking (a price, the free times), with a Retry that
 * reloads just that part. The message is passed in (the caller knows whether it was the
 * network or the server, and has the error's text); it is an alert so it is announced, and
 * it stays until the customer acts on it (messages stay until acted on).
 */
export function InlineError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <div className="inline-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        <FormattedMessage id="kit.retry" />
      </button>
    </div>
  );
}
