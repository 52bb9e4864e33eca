import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import { listTeam, listTeamSessions } from '@booking/shared/contract/operations/team';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoad } from '../../../common/staff-page/staff-load';

/**
 * The team screen: the accounts, who is signed in, and who is asking (their own account and
 * session are marked). Staff never get here: the settings' frame stops them first, and the
 * API answers them 403.
 */
export async function teamLoader({ request }: LoaderFunctionArgs) {
  const [team, sessions, me] = await Promise.all([
    staffLoad(listTeam, {}, request.signal),
    staffLoad(listTeamSessions, {}, request.signal),
    staffLoad(getStaffSession, {}, request.signal),
  ]);
  return {
    accounts: team.results.accounts,
    sessions: sessions.results.sessions,
    signedInEmail: me.results.staff.email,
  };
}
