import type { EmployeeRef } from '@booking/shared/contract/employees';
import { FormattedMessage } from 'react-intl';
import { initials } from './eligible-employees';

export const FIRST_AVAILABLE = 'any';

interface EmployeeChoiceProps {
  employees: readonly EmployeeRef[];
  /** An employee id or FIRST_AVAILABLE. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * "First available" and each person who can do the chosen services, as native radios
 * shaped as cards with an initials avatar (the demo team has no photos). Arrow keys move
 * between them; the legend names the group.
 */
export function EmployeeChoice({ employees, value, onChange }: EmployeeChoiceProps) {
  return (
    <fieldset className="employee-choice">
      <legend>
        <FormattedMessage id="beauty.employee.legend" />
      </legend>
      <div className="employee-grid">
        <label className="employee-option">
          <input
            type="radio"
            name="employee"
            value={FIRST_AVAILABLE}
            checked={value === FIRST_AVAILABLE}
            onChange={() => onChange(FIRST_AVAILABLE)}
          />
          <span className="avatar avatar-any" aria-hidden="true">
            ★
          </span>
          <span>
            <FormattedMessage id="beauty.employee.any" />
          </span>
        </label>
        {employees.map((employee) => (
          <label key={employee.id} className="employee-option">
            <input
              type="radio"
              name="employee"
              value={employee.id}
              checked={value === employee.id}
              onChange={() => onChange(employee.id)}
            />
            <span className="avatar" aria-hidden="true">
              {initials(employee.first_name, employee.last_name)}
            </span>
            <span>
              {employee.first_name} {employee.last_name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
