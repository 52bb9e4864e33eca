import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { FormattedMessage } from 'react-intl';

/** How a reserve, reschedule or cancel request failed, when it did not answer with a known refusal. */
export type RequestFailureKind = 'network' | 'unexpected';

/**
 * A failed request's message where the guest is looking, with a Retry that sends it again:
 * the network one when the answer never came, the generic one otherwise.
 */
export function RequestFailure({ kind, onRetry }: { kind: RequestFailureKind; onRetry: () => void }) {
  return (
    <InlineError
      message={
        kind === 'network' ? <FormattedMessage id="gastro.error.network" /> : <ErrorText error={{ code: 'internal' }} />
      }
      onRetry={onRetry}
    />
  );
}
