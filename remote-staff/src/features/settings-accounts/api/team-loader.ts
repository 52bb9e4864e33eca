import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import { listTeam, listTeamSessions } from '@booking/shared/contract/operations/team';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/**
 * The team screen: the accounts, who is signed in, and who is asking (their own account and
 * session are marked). Asked at once; staff, whom the API answers 403, get an empty team:
 * the settings' frame tells them the settings are the owners' and draws no section.
 */
export async function teamLoader({ request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const [me, team, sessions] = await Promise.allSettled([
    loadOrThrow(getStaffSession, {}, api),
    loadOrThrow(listTeam, {}, api),
    loadOrThrow(listTeamSessions, {}, api),
  ]);
  if (me.status === 'rejected') throw me.reason;
  const signedInEmail = me.value.results.staff.email;
  if (me.value.results.staff.role !== 'owner') return { accounts: [], sessions: [], signedInEmail };
  if (team.status === 'rejected') throw team.reason;
  if (sessions.status === 'rejected') throw sessions.reason;
  return { accounts: team.value.results.accounts, sessions: sessions.value.results.sessions, signedInEmail };
}
