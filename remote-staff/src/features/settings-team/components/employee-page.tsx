import { Link, useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { settingsPath } from '../../../common/settings/settings-sections';
import type { teamLoader } from '../api/team-loader';
import '../team.css';
import { EmployeeForm } from './employee-form';
import { ExceptionsPanel } from './exceptions-panel';
import { RemoveEmployee } from './remove-employee';

/** One employee: who they are and what they do; for an existing one, single dates and removal too. */
export function EmployeePage() {
  const { employees, services } = useTypedLoaderData<typeof teamLoader>();
  const { employee: id } = useParams();
  const navigate = useNavigate();
  const employee = employees.find((e) => e.id === id) ?? null;
  const back = settingsPath('team');
  // Leaves after the render in which the saved form is clean, so its guard lets the page go.
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) navigate(back);
  }, [done, navigate, back]);
  if (id && !employee) {
    return (
      <p>
        <FormattedMessage id="staff.team.notFound" />{' '}
        <Link to={back}>
          <FormattedMessage id="staff.team.back" />
        </Link>
      </p>
    );
  }
  return (
    <div className="team-settings">
      <Link to={back} className="settings-back">
        <span aria-hidden="true">← </span>
        <FormattedMessage id="staff.team.back" />
      </Link>
      <h1 id="employee-title">
        {employee ? `${employee.first_name} ${employee.last_name}` : <FormattedMessage id="staff.team.add" />}
      </h1>
      <EmployeeForm key={employee?.id ?? 'new'} employee={employee} services={services} onSaved={() => setDone(true)} />
      {employee && <ExceptionsPanel key={`x-${employee.id}`} employee={employee} />}
      {employee && <RemoveEmployee employee={employee} onRemoved={() => setDone(true)} />}
    </div>
  );
}
