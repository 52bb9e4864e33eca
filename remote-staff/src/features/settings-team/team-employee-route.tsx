import { teamLoader } from './api/team-loader';
import { EmployeePage } from './components/employee-page';

/** `/staff/settings/team/new` and `/staff/settings/team/{employee}`: one employee. */
export const loader = teamLoader;
export const Component = EmployeePage;
