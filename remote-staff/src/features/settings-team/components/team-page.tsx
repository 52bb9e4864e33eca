import { Link, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { settingsPath } from '../../../common/settings/settings-sections';
import type { teamLoader } from '../api/team-loader';
import { shownName } from '../domain/shown-name';
import { WeekEditor } from './week-editor';
import '../team.css';

/** The team: who works here (each opens to edit), then the week of everyone's hours. */
export function TeamPage() {
  const { employees, branches } = useTypedLoaderData<typeof teamLoader>();
  return (
    <div className="team-settings">
      <h1 id="team-title">
        <FormattedMessage id="staff.team.title" />
      </h1>
      <p className="settings-lead">
        <FormattedMessage id="staff.team.lead" />
      </p>
      <section aria-labelledby="team-employees-title">
        <h2 id="team-employees-title">
          <FormattedMessage id="staff.team.employees" />
        </h2>
        {employees.length === 0 ? (
          <p>
            <FormattedMessage id="staff.team.none" />
          </p>
        ) : (
          <ul className="team-list">
            {employees.map((employee) => (
              <li key={employee.id}>
                <Link to={settingsPath(`team/${employee.id}`)}>{shownName(employee)}</Link>
              </li>
            ))}
          </ul>
        )}
        <Link className="button button-secondary" to={settingsPath('team/new')}>
          <FormattedMessage id="staff.team.add" />
        </Link>
      </section>
      {employees.length > 0 && branches.length > 0 && <WeekEditor />}
    </div>
  );
}
