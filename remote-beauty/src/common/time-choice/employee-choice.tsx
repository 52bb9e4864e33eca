import type { EmployeePhoto, EmployeeRef } from '@booking/shared/contract/employees';
import { FormattedMessage } from 'react-intl';
import { initials } from './eligible-employees';

export const FIRST_AVAILABLE = 'any';

interface EmployeeChoiceProps {
  /** With the photo the owner set, if any (otherwise their initials). */
  employees: readonly (EmployeeRef & { photo?: EmployeePhoto })[];
  /** An employee id or FIRST_AVAILABLE. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * "First available" and each person who can do the chosen services, as native radios
 * shaped as cards with the person's photo, or their initials when there is none. Arrow keys move
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
            <Avatar employee={employee} />
            <span>
              {employee.first_name} {employee.last_name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The photo at the screen's density (1x is 96 px for a 36 px circle), or the initials; the name beside it says who. */
function Avatar({ employee }: { employee: EmployeeChoiceProps['employees'][number] }) {
  const photo = employee.photo;
  if (photo?.['1x']) {
    const srcSet = (['1x', '2x', '3x'] as const)
      .filter((density) => photo[density])
      .map((density) => `${photo[density]} ${density}`)
      .join(', ');
    return <img className="avatar avatar-photo" src={photo['1x']} srcSet={srcSet} alt="" width={36} height={36} />;
  }
  return (
    <span className="avatar" aria-hidden="true">
      {initials(employee.first_name, employee.last_name)}
    </span>
  );
}
