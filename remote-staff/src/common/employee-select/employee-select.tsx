import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { SelectField } from '@booking/shared/ui/select-field/select-field';
import type { ReactNode } from 'react';
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
 * The employee as the kit's select bound to the surrounding KitForm: a short list staff know
 * by name. With nobody chosen it says "Select an employee" (staff: employee required) rather
 * than the general "Required field".
 */
export function EmployeeSelect({ id, name, label, employees }: EmployeeSelectProps) {
  const intl = useIntl();
  return (
    <SelectField
      id={id}
      name={name}
      label={label}
      describeError={(error) =>
        error.code === 'required' ? <FormattedMessage id="staff.employee.required" /> : <ErrorText field={error} />
      }
    >
      <option value="">{intl.formatMessage({ id: 'staff.employee.choose' })}</option>
      {employees.map((employee) => (
        <option key={employee.id} value={employee.id}>
          {employee.first_name} {employee.last_name}
        </option>
      ))}
    </SelectField>
  );
}
