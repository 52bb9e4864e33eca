import { call } from '@booking/shared/api-client/call';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { loaderOnServer } from '@booking/shared/stores/request-stores';
import { staffCallOptions } from '../../../common/staff-page/staff-load';
import { branchPath } from '../calendar-paths';

/**
 * `/staff` when already signed in: straight to the calendar of the branch chosen last (or to
 * the choice); otherwise the sign-in form. A failed check shows the form, which says the rest.
 */
export async function rememberedBranchLoader({ request, context }: LoaderFunctionArgs) {
  // The session is a cookie of the API's origin, which the server never sees: it draws the form,
  // and the browser checks the session once it has hydrated the page (shell boot/render-app.tsx).
  if (loaderOnServer(context)) return null;
  const session = await call(getStaffSession, {}, staffCallOptions(request.signal));
  if (!session.ok) return null;
  const { branch } = session.data.results.staff;
  return redirect(branch ? branchPath(branch) : '/staff/branches');
}
