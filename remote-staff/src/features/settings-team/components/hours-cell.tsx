import { fieldErrorOf } from '@booking/shared/forms/zod-resolver';
import { FieldErrorRegion } from '@booking/shared/ui/field/field-error-region';
import { useFormContext } from 'react-hook-form';

/**
 * One day of one employee in the week: a text input named by its row and column ("Dora Neu,
 * Monday, week 1"), so the grid is a table a keyboard walks with Tab and a screen reader
 * reads by its headers. Its error stands under it, as under every kit field.
 */
export function HoursCell({ id, name, label }: { id: string; name: string; label: string }) {
  const { register, getFieldState, formState } = useFormContext();
  const error = fieldErrorOf(getFieldState(name, formState).error);
  const bound = register(name);
  const errorId = `${id}-error`;
  return (
    <td className="hours-cell">
      <input
        id={id}
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...bound}
      />
      <FieldErrorRegion id={errorId} error={error} />
    </td>
  );
}
