import { teamLoader } from './api/team-loader';
import { TeamPage } from './components/team-page';

/** `/staff/settings/team`: the employees and the week of their hours, edited in place. */
export const loader = teamLoader;
export const Component = TeamPage;
