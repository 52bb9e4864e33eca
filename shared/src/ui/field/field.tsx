import type { ReactNode } from 'react';
import type { FieldError } from '../../forms/field-errors';
import { FieldErrorRegion } from './field-error-region';
import './field.css';

/** What a control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: FieldError | undefined;
  /** Words for an error where the form says more than the kit's (`required` as "Select an employee"). */
  describeError?: (error: FieldError) => ReactNode;
  /** More classes for the wrapper (a filter bar's layout). */
  className?: string;
  /** Renders the control with the ids the label, hint and error point at. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label, an optional hint, the control and its error. The error sits in a polite live
 * region so it is announced when it appears after blur, and the control points at it with
 * `aria-describedby` so it is read again on focus.
 */
export function Field({ id, label, hint, error, describeError, className, children }: FieldProps) {
  const { hintId, errorId, describedBy } = fieldIds(id, hint, error);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <FieldErrorRegion id={errorId} error={error} describe={describeError} />
    </div>
  );
}

/** The ids a field's hint and error carry, and the control's `aria-describedby` for them. */
export function fieldIds(id: string, hint: ReactNode, error: FieldError | undefined) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}
