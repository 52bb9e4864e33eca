import type { LoadFailure } from '@booking/shared/api-client/loaded';
import { useRevalidator } from '@booking/shared/router';
import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { FormattedMessage } from 'react-intl';
import { ConflictText } from '../conflict/conflict-text';

/**
 * A dialog whose data could not be read, said in the dialog rather than on the shell's error
 * screen, which would take the calendar behind it away too. Retry reads it again where that
 * may help (the server not reached, or in trouble); a refusal (gone, not this account's) is
 * only said.
 */
export function DialogLoadFailure({ failure }: { failure: LoadFailure }) {
  const revalidator = useRevalidator();
  const { error, retryable } = failure;
  const message = error ? (
    <ConflictText error={error} />
  ) : retryable ? (
    <FormattedMessage id="staff.dialog.network" />
  ) : (
    <ErrorText error={{ code: 'internal' }} />
  );
  if (!retryable) {
    return (
      <div className="inline-error" role="alert">
        <p>{message}</p>
      </div>
    );
  }
  return <InlineError message={message} onRetry={() => revalidator.revalidate()} />;
}
