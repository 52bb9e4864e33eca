import { useSubmit } from '@booking/shared/forms/use-submit';
import { useNavigate } from '@booking/shared/router';
import type { FieldValues } from 'react-hook-form';
import { STAFF_SIGN_IN } from '../staff-api/staff-api';

type SubmitOptions<Values extends FieldValues> = Omit<
  NonNullable<Parameters<typeof useSubmit<Values>>[0]>,
  'onSignedOut'
>;

/**
 * `useSubmit` for a change made in a dialog over the calendar: when the session has ended,
 * staff go back to sign in (a dialog's short change is quickly made again), where a long form
 * on a page of its own says so in place and keeps what was typed.
 */
export function useDialogSubmit<Values extends FieldValues = FieldValues>(options: SubmitOptions<Values> = {}) {
  const navigate = useNavigate();
  return useSubmit<Values>({ ...options, onSignedOut: () => navigate(STAFF_SIGN_IN) });
}
