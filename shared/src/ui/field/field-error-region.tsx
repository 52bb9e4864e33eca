import type { ReactNode } from 'react';
import type { FieldError as FieldProblem } from '../../forms/field-errors';
import { ErrorText } from '../error-text/error-text';

/**
 * A field's error under it, in a region that is always there: a live region added together
 * with its text is not announced by most screen readers, so the region stays and the text
 * comes and goes.
 */
export function FieldErrorRegion({
  id,
  error,
  describe,
}: {
  id: string;
  error: FieldProblem | undefined;
  describe?: (error: FieldProblem) => ReactNode;
}) {
  return (
    <div aria-live="polite">
      {error && (
        <p id={id} className="field-error">
          {describe ? describe(error) : <ErrorText field={error} />}
        </p>
      )}
    </div>
  );
}
