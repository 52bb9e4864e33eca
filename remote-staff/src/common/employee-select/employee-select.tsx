import { fieldErrorOf } from '@booking/shared/forms/zod-resolver';
import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';

export interface EmployeeOption {
  id: string;
  first_name: string;
  last_name: string;
}

interface EmployeeSelectProps {
  id: string;
  name: string;
  label: ReactNode;
  employees: readonly EmployeeOption[];
}

/**
 * The employee as a native select bound to the surrounding KitForm: a short list staff know
 * by name, and the platform's select is what every keyboard and screen reader handles. With
 * nobody chosen it says "Select an employee" (SPEC section 5, staff: employee required)
 * rather than the general "Required field". Same markup and classes as the kit's Field
 * (shared/src/ui/field), whose styles the form's other kit fields bring.
 */
export function EmployeeSelect({ id, name, label, employees }: EmployeeSelectProps) {
  const { register, getFieldState, formState } = useFormContext();
  const error = fieldErrorOf(getFieldState(name, formState).error);
  const errorId = `${id}-error`;
  const intl = useIntl();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...register(name)}>
        <option value="">{intl.formatMessage({ id: 'staff.employee.choose' })}</option>
        {employees.map((employee) => (
          <option key={employee.id} value={employee.id}>
            {employee.first_name} {employee.last_name}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="field-error">
            {error.code === 'required' ? (
              <FormattedMessage id="staff.employee.required" />
            ) : (
              <ErrorText field={error} />
            )}
          </p>
        )}
      </div>
    </div>
  );
}
