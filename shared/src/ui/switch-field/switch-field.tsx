import type { ComponentProps } from 'react';
import { CheckboxField } from '../checkbox-field/checkbox-field';
import './switch-field.css';

/**
 * An on/off setting that changes the form at once (whole days hide the times): a checkbox
 * with `role="switch"`, so it is read as "on"/"off" and toggled with Space, drawn as a track
 * and knob. A choice that is only sent (a newsletter) stays a CheckboxField.
 */
export function SwitchField({ className, ...props }: ComponentProps<typeof CheckboxField>) {
  return (
    <CheckboxField role="switch" className={className ? `switch-field ${className}` : 'switch-field'} {...props} />
  );
}
