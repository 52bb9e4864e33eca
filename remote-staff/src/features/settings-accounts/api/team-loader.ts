import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import { listTeam, listTeamSessions } from '@booking/shared/contract/operations/team';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoad } from '../../../common/staff-page/staff-load';

/**
 * The team screen: the accounts, who is signed in, and who is asking (their own account and
 * session are marked). Asked at once; staff, whom the API answers 403, get an empty team:
 * the settings' frame tells them the settings are the owners' and draws no section.
 */
export async function teamLoader({ request }: LoaderFunctionArgs) {
  const [me, team, sessions] = await Promise.allSettled([
    staffLoad(getStaffSession, {}, request.signal),
    staffLoad(listTeam, {}, request.signal),
    staffLoad(listTeamSessions, {}, request.signal),
  ]);
  if (me.status === 'rejected') throw me.reason;
  const signedInEmail = me.value.results.staff.email;
  if (me.value.results.staff.role !== 'owner') return { accounts: [], sessions: [], signedInEmail };
  if (team.status === 'rejected') throw team.reason;
  if (sessions.status === 'rejected') throw sessions.reason;
  return { accounts: team.value.results.accounts, sessions: sessions.value.results.sessions, signedInEmail };
}
