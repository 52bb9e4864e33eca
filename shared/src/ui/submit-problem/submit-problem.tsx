import type { ReactNode } from 'react';
import type { ApiError } from '../../api-client/call';
import type { SubmitFailure } from '../../forms/use-submit';
import { ErrorText } from '../error-text/error-text';
import { InlineError } from '../inline-error/inline-error';
import '../field/field.css';

interface SubmitProblemProps {
  /** `useSubmit`'s failure; nothing is drawn without one. */
  failure: SubmitFailure | null;
  /** Sends the same values again (the form's own submit: same Idempotency-Key, same handling). */
  onRetry: () => void;
  /** The words for a server that was not reached: each product says it in its own voice. */
  networkMessage: ReactNode;
  /** The words for a refusal, where the product names more than the code (a conflict's time). */
  describe?: (error: ApiError) => ReactNode;
}

/**
 * A failed submit said where the submit button is, the same way in every form: a server not
 * reached or failed offers Retry (nothing typed is lost); a refusal is said in words. Both
 * are alerts, announced when they appear, and stay until the next submit.
 */
export function SubmitProblem({ failure, onRetry, networkMessage, describe }: SubmitProblemProps) {
  if (!failure) return null;
  if (failure.kind === 'retry') {
    return (
      <InlineError
        message={failure.cause === 'network' ? networkMessage : <ErrorText error={{ code: 'internal' }} />}
        onRetry={onRetry}
      />
    );
  }
  return (
    <p className="form-error" role="alert">
      {describe ? describe(failure.error) : <ErrorText error={failure.error} />}
    </p>
  );
}
