import { useRevalidator } from '@booking/shared/router';
import type { CodedError } from '@booking/shared/ui/error-text/error-text';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { SubmitMessage } from '../form-submit/submit-message';

/** A dialog whose data could not be read: why (null: the server was not reached), and a Retry that reads it again. */
export function LoadFailure({ error }: { error: CodedError | null }) {
  const revalidator = useRevalidator();
  return (
    <InlineError message={<SubmitMessage message={error ?? 'network'} />} onRetry={() => revalidator.revalidate()} />
  );
}
