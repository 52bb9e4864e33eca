import { teamLoader } from './api/team-loader';
import { TeamPage } from './components/team-page';

/** `/staff/settings/accounts`: the team's accounts and who is signed in, loaded on demand. */
export const loader = teamLoader;
export const Component = TeamPage;
