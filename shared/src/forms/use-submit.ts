import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiError, ApiResult } from '../api-client/call';
import type { ErrorCode } from '../errors/codes';
import { autoRetryWait, type SubmitOutcome, submitOutcome } from './submit-outcome';
import { toHookError } from './zod-resolver';

/** What the form shows after a failed submit: Retry in place, or the refusal in words. */
export type SubmitFailure =
  | { kind: 'retry'; cause: 'network' | 'server'; error: ApiError | null }
  | { kind: 'refused'; error: ApiError };

interface SubmitOptions<Values extends FieldValues> {
  /** The form whose fields the API's refusals are marked at (focus to the first). */
  form?: UseFormReturn<Values, unknown, unknown>;
  /** The form's field for an API field key, or null when the form has none. */
  fieldOf?: (apiField: string) => Path<Values> | null | undefined;
  /**
   * The request carries an Idempotency-Key that stays the same on every try: answers that
   * say the first try is still running (or never ran) are sent again without asking.
   */
  idempotent?: boolean;
  /** An ended session: staff go back to sign in. Without it the form says so in place and keeps what was typed. */
  onSignedOut?: () => void;
  /** Refusals the caller answers itself (a time taken meanwhile): returned, not shown. */
  ownCodes?: readonly ErrorCode[];
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one way a form sends its change. One request at a time: a second click while one is
 * on its way sends nothing (a ref, not only state: two clicks in one frame come before React
 * draws the disabled button). What was typed stays on every failure; refusals are marked at
 * their fields with focus to the first; a server not reached or failed offers Retry, which
 * sends the same values (and the same Idempotency-Key) again; a key still in use is sent
 * again on its own after a pause (submit-outcome.ts has the rules).
 *
 * `send` answers the outcome for the caller to go on with (`done`, or a refusal in
 * `ownCodes`), or null when one was already on its way.
 */
export function useSubmit<Values extends FieldValues = FieldValues>(options: SubmitOptions<Values> = {}) {
  const { form, fieldOf, idempotent = false, onSignedOut, ownCodes = [] } = options;
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  async function send<T>(change: () => Promise<ApiResult<T>>): Promise<SubmitOutcome<T, Path<Values>> | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      let outcome = submitOutcome(await change(), fieldOf);
      for (let attempt = 0; ; attempt++) {
        const pause = autoRetryWait(outcome, attempt, idempotent);
        if (pause === null) break;
        await wait(pause);
        outcome = submitOutcome(await change(), fieldOf);
      }
      show(outcome);
      return outcome;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function show(outcome: SubmitOutcome<unknown, Path<Values>>) {
    switch (outcome.kind) {
      case 'retry':
        setFailure({ kind: 'retry', cause: outcome.cause, error: outcome.error });
        return;
      case 'signed-out':
        if (onSignedOut) onSignedOut();
        else setFailure({ kind: 'refused', error: { code: 'unauthenticated' } });
        return;
      case 'refused':
        if (outcome.error && ownCodes.includes(outcome.error.code)) return;
        outcome.fields.forEach(({ name, error }, index) => {
          form?.setError(name, toHookError(error), { shouldFocus: index === 0 });
        });
        if (outcome.error) setFailure({ kind: 'refused', error: outcome.error });
    }
  }

  return {
    send,
    /** A request is on its way (or the form is being checked): the submit button waits. */
    busy: busy || Boolean(form?.formState.isSubmitting),
    /** The last submit's failure, for SubmitProblem; null while sending and after a success. */
    failure,
    /** Forgets the failure (the customer changed what it was about). */
    dismiss: () => setFailure(null),
  };
}
