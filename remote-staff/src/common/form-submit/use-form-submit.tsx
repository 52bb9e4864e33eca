import type { ApiResult } from '@booking/shared/api-client/call';
import { toHookError } from '@booking/shared/forms/zod-resolver';
import { useNavigate } from '@booking/shared/router';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { readSubmitFailure, type SubmitFailure } from './submit-failure';
import { type NetworkMessageId, SubmitMessage } from './submit-message';

interface FormSubmitOptions<Values extends FieldValues> {
  /** The form's field for an API field key, or null when the form has none. */
  fieldOf: (apiField: string) => Path<Values> | null | undefined;
  networkMessageId?: NetworkMessageId;
  /**
   * Say an ended session above the form instead of going to sign in: for a long record,
   * whose typed values then survive while staff sign in again in another tab.
   */
  keepOnSignOut?: boolean;
}

/**
 * Sends a staff form's change and handles its failure the one way all staff forms do:
 * what was typed stays; the API's refusals are marked at their fields (focus to the first);
 * anything else is said above the form (`formError`, for KitForm), a conflict in words; a
 * server not reached is said so, and the same submit sends the kept values again; an ended
 * session goes back to sign in.
 *
 * `send` answers the successful result, or null when the change failed or one is already on
 * its way: a second click in the same frame must not send a second request.
 */
export function useFormSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  { fieldOf, networkMessageId, keepOnSignOut = false }: FormSubmitOptions<Values>,
) {
  const [message, setMessage] = useState<SubmitFailure['message']>(null);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();

  async function send<T>(change: () => Promise<ApiResult<T>>): Promise<Extract<ApiResult<T>, { ok: true }> | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    setMessage(null);
    try {
      const result = await change();
      if (result.ok) return result;
      const failure = readSubmitFailure(result, fieldOf);
      if (failure.signedOut && !keepOnSignOut) {
        navigate('/staff');
        return null;
      }
      failure.fields.forEach(({ name, error }, index) => {
        form.setError(name, toHookError(error), { shouldFocus: index === 0 });
      });
      setMessage(failure.message);
      return null;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return {
    send,
    /** For KitForm's `formError`: null unless the last change failed with something to say above the form. */
    formError: message && <SubmitMessage message={message} networkMessageId={networkMessageId} />,
    busy: sending || form.formState.isSubmitting,
  };
}
