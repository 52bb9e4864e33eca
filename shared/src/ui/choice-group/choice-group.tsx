import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldErrorOf } from '../../forms/zod-resolver';
import { FieldErrorRegion } from '../field/field-error-region';
import './choice-group.css';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A second line, e.g. a price or "charged on site". */
  detail?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  id: string;
  name: string;
  legend: ReactNode;
  choices: readonly Choice[];
}

/**
 * One choice of a few (reminder, payment method, party size) as native radio buttons in a
 * fieldset: arrow keys move between them and the legend names the group, with no ARIA of
 * our own to get wrong. Each option is a whole 44 px row, so it is easy to tap.
 */
export function ChoiceGroup({ id, name, legend, choices }: ChoiceGroupProps) {
  const { register, getFieldState, formState } = useFormContext();
  const error = fieldErrorOf(getFieldState(name, formState).error);
  const errorId = `${id}-error`;
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input
            type="radio"
            value={choice.value}
            disabled={choice.disabled}
            aria-invalid={Boolean(error)}
            {...register(name)}
          />
          <span>
            {choice.label}
            {choice.detail && <span className="choice-detail">{choice.detail}</span>}
          </span>
        </label>
      ))}
      <FieldErrorRegion id={errorId} error={error} />
    </fieldset>
  );
}
