import { type ApiAccess, loaderApi } from '@booking/shared/api-client/api-access';
import { branchBySlug } from '@booking/shared/api-client/find-branch';
import { loadOrFailure } from '@booking/shared/api-client/loaded';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { quoteChange } from '@booking/shared/contract/operations/manage';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { loadAppointment } from '../../../common/appointment/load-appointment';
import { loaderBookedToken } from '../../../common/flow/booked-appointment';

/**
 * The appointment's branch, for its address and phone; without it (the list failed, or the
 * branch has closed since and left the public list) the page still shows the appointment.
 */
async function loadBranch(api: ApiAccess, organization: string, slug: string, signal: AbortSignal) {
  const loaded = await loadOrFailure(listBranches, { params: { organization } }, { ...api, signal });
  return loaded.ok ? branchBySlug(loaded.data.results.branches, slug) : null;
}

/** `/{organization}/{branch}/{token}`: the appointment and, while it can change, what cancelling or moving costs now. */
export async function manageLoader({ params, request, context }: LoaderFunctionArgs) {
  const organization = params.organization ?? '';
  const token = params.token ?? '';
  const api = loaderApi(context);
  const appointment = await loadAppointment(api, organization, token, request.signal);
  // A link with another branch's slug still finds the appointment: show it under its own.
  if (appointment.branch.slug !== params.branch)
    return redirect(`/${organization}/${appointment.branch.slug}/${token}`);
  const quoteOf = async (change: 'cancel' | 'reschedule') => {
    if (!appointment.changeable) return null;
    const quote = await loadOrFailure(
      quoteChange,
      { params: { organization, token }, query: { change } },
      { ...api, signal: request.signal },
    );
    // Without the quote the dialog still asks; the fee is then not shown, never guessed.
    return quote.ok ? quote.data.results.quote : null;
  };
  const [cancelQuote, rescheduleQuote, branch] = await Promise.all([
    quoteOf('cancel'),
    quoteOf('reschedule'),
    loadBranch(api, organization, appointment.branch.slug, request.signal),
  ]);
  return { token, appointment, cancelQuote, rescheduleQuote, branch };
}

/** `/{organization}/{branch}/{token}/cancelled`. */
export async function cancelledLoader({ params, request, context }: LoaderFunctionArgs) {
  const { organization = '', token = '' } = params;
  const appointment = await loadAppointment(loaderApi(context), organization, token, request.signal);
  return { appointment };
}

/** Legacy `/{organization}/appointments/{token}`: the summary lives under the branch now. */
export async function legacyManageLoader({ params, request, context }: LoaderFunctionArgs) {
  const organization = params.organization ?? '';
  const token = params.token ?? '';
  const appointment = await loadAppointment(loaderApi(context), organization, token, request.signal);
  return redirect(`/${organization}/${appointment.branch.slug}/${token}`);
}

/** `book/confirmed`: the booking just made in this tab (its token was kept when the draft was cleared). */
export async function confirmedLoader({ params, request, context }: LoaderFunctionArgs) {
  const organization = params.organization ?? '';
  const branch = params.branch ?? '';
  const token = loaderBookedToken(context, organization, branch);
  if (!token) return redirect(`/${organization}/${branch}/book`);
  const api = loaderApi(context);
  const [appointment, place] = await Promise.all([
    loadAppointment(api, organization, token, request.signal),
    loadBranch(api, organization, branch, request.signal),
  ]);
  return { token, appointment, branch: place };
}
