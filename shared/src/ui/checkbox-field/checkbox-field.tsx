import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldIds } from '../field/field';
import { FieldErrorRegion } from '../field/field-error-region';
import { useBoundField } from '../field/use-bound-field';
import '../field/field.css';
import './checkbox-field.css';

interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'aria-invalid' | 'aria-describedby'> {
  id: string;
  name: string;
  label: ReactNode;
  /** What ticking it means ("reminders by email and SMS"). */
  hint?: ReactNode;
}

/**
 * A yes/no field bound to the KitForm by `name`: the box before its label, the whole row a
 * 44 px target, hint and error below the label and named by `aria-describedby` as in every
 * kit field. Also the SwitchField's markup (`role="switch"`, for a setting that takes effect
 * in the form at once, such as whole days hiding the times).
 */
export function CheckboxField({ id, name, label, hint, className, ...input }: CheckboxFieldProps) {
  const { bound, error } = useBoundField(name);
  const { hintId, errorId, describedBy } = fieldIds(id, hint, error);
  return (
    <div className={className ? `checkbox-field ${className}` : 'checkbox-field'}>
      <input
        type="checkbox"
        {...input}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...bound}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        )}
        <FieldErrorRegion id={errorId} error={error} />
      </div>
    </div>
  );
}
