import { fieldErrorOf } from '@booking/shared/forms/zod-resolver';
import { FieldErrorRegion } from '@booking/shared/ui/field/field-error-region';
import { useFormContext } from 'react-hook-form';

/**
 * One day of one employee's week: a text input ("9-13, 14-18") named by its label, with its
 * error under it as under every kit field. The week's grid puts it in a cell; a phone's day
 * view under a visible label.
 */
export function HoursInput({ id, name, label }: { id: string; name: string; label?: string }) {
  const { register, getFieldState, formState } = useFormContext();
  const error = fieldErrorOf(getFieldState(name, formState).error);
  const errorId = `${id}-error`;
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...register(name)}
      />
      <FieldErrorRegion id={errorId} error={error} />
    </>
  );
}
