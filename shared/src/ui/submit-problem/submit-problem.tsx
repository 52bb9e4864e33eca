import { type ReactNode, useEffect, useRef } from 'react';
import type { ApiError } from '../../api-client/call';
import type { SubmitFailure } from '../../forms/use-submit';
import { ErrorText } from '../error-text/error-text';
import { InlineError } from '../inline-error/inline-error';
import '../field/field.css';
import './submit-problem.css';

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
 *
 * The button that was pressed was disabled while the request ran, so the browser dropped its
 * focus to the page: left there, a keyboard user starts over at the top and, in a scrolled
 * dialog, nobody sees that anything happened. So each new failure is brought into view and
 * takes the focus, unless the refusal was marked at a field that now has it (`useSubmit`
 * focuses the first refused field; that field says it better).
 */
export function SubmitProblem({ failure, onRetry, networkMessage, describe }: SubmitProblemProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!failure || !element) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.getAttribute('aria-invalid') === 'true') return;
    element.focus({ preventScroll: true });
    // Centred: near an edge it could sit under a dialog's sticky title or off the bottom.
    element.scrollIntoView({ block: 'center' });
  }, [failure]);

  if (!failure) return null;
  return (
    <div ref={box} className="submit-problem" tabIndex={-1}>
      {failure.kind === 'retry' ? (
        <InlineError
          message={failure.cause === 'network' ? networkMessage : <ErrorText error={{ code: 'internal' }} />}
          onRetry={onRetry}
        />
      ) : (
        <p className="form-error" role="alert">
          {describe ? describe(failure.error) : <ErrorText error={failure.error} />}
        </p>
      )}
    </div>
  );
}
