import { useRevalidator } from '@booking/shared/router';
import { type CodedError, ErrorText } from '@booking/shared/ui/error-text/error-text';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { FormattedMessage } from 'react-intl';

/** The words for a failed call: the API's coded error, or that the server was not reached. */
export function FailureText({ error }: { error: CodedError | null }) {
  return error ? <ErrorText error={error} /> : <FormattedMessage id="staff.dialog.network" />;
}

/** A dialog whose data could not be read: why, and a Retry that reads it again. */
export function LoadFailure({ error }: { error: CodedError | null }) {
  const revalidator = useRevalidator();
  return <InlineError message={<FailureText error={error} />} onRetry={() => revalidator.revalidate()} />;
}
