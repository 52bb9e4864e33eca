import { call } from '@booking/shared/api-client/call';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { staffSessionInReach } from '../../../common/staff-api/staff-loader-request';
import { branchPath } from '../domain/calendar-paths';

/**
 * `/staff` when already signed in: straight to the calendar of the branch chosen last (or to
 * the choice); otherwise the sign-in form. A failed check shows the form, which says the rest.
 */
export async function rememberedBranchLoader({ request, context }: LoaderFunctionArgs) {
  // On the server the form is drawn, and the browser checks the session once it has hydrated
  // the page (shell boot/render-app.tsx).
  if (!staffSessionInReach(context)) return null;
  const session = await call(getStaffSession, {}, staffLoaderApi(context, request.signal));
  if (!session.ok) return null;
  const { branch } = session.data.results.staff;
  return redirect(branch ? branchPath(branch) : '/staff/branches');
}
