import { useRevalidator } from '@booking/shared/router';
import type { CodedError } from '@booking/shared/ui/error-text/error-text';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { FormattedMessage } from 'react-intl';
import { ConflictText } from '../conflict/conflict-text';

/** A dialog whose data could not be read: why (null: the server was not reached), and a Retry that reads it again. */
export function LoadFailure({ error }: { error: CodedError | null }) {
  const revalidator = useRevalidator();
  return (
    <InlineError
      message={error ? <ConflictText error={error} /> : <FormattedMessage id="staff.dialog.network" />}
      onRetry={() => revalidator.revalidate()}
    />
  );
}
