import { call } from '@booking/shared/api-client/call';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import type { Branch } from '@booking/shared/contract/branches';
import { listBranches } from '@booking/shared/contract/operations/branches';
import { getAppointment, quoteChange } from '@booking/shared/contract/operations/manage';
import { secretTokenSchema } from '@booking/shared/contract/tokens';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { loaderApiBase } from '@booking/shared/stores/request-stores';
import * as z from 'zod/mini';
import { bookedToken } from '../../../common/flow/booked-appointment';

/**
 * A path that is no manage link at all (`/demo-salon/mitte/no-such-step`): the not-found view.
 * A well-formed token the API does not know is a link that is not valid (invalid-link-route).
 */
const notFound = () => new Response(null, { status: 404, statusText: 'not_found' });

/** The appointment of a manage token; a malformed token is the not-found view, not an error. */
async function loadAppointment(apiBase: string, organization: string, token: string, signal: AbortSignal) {
  if (!z.safeParse(secretTokenSchema, token).success) throw notFound();
  const body = await loadOrThrow(getAppointment, { params: { organization, token } }, { apiBase, signal });
  return body.results.appointment;
}

/** The appointment's branch, for its address and phone; without it the page still shows the appointment. */
async function loadBranch(
  apiBase: string,
  organization: string,
  slug: string,
  signal: AbortSignal,
): Promise<Branch | null> {
  const result = await call(listBranches, { params: { organization } }, { apiBase, signal });
  return result.ok ? (result.data.results.branches.find((branch) => branch.slug === slug) ?? null) : null;
}

/** `/{organization}/{branch}/{token}`: the appointment and, while it can change, what cancelling or moving costs now. */
export async function manageLoader({ params, request, context }: LoaderFunctionArgs) {
  const organization = params.organization ?? '';
  const token = params.token ?? '';
  const apiBase = loaderApiBase(context);
  const appointment = await loadAppointment(apiBase, organization, token, request.signal);
  // A link with another branch's slug still finds the appointment: show it under its own.
  if (appointment.branch.slug !== params.branch)
    return redirect(`/${organization}/${appointment.branch.slug}/${token}`);
  const quoteOf = async (change: 'cancel' | 'reschedule') => {
    if (!appointment.changeable) return null;
    const quote = await call(
      quoteChange,
      { params: { organization, token }, query: { change } },
      { apiBase, signal: request.signal },
    );
    // Without the quote the dialog still asks; the fee is then not shown, never guessed.
    return quote.ok ? quote.data.results.quote : null;
  };
  const [cancelQuote, rescheduleQuote, branch] = await Promise.all([
    quoteOf('cancel'),
    quoteOf('reschedule'),
    loadBranch(apiBase, organization, appointment.branch.slug, request.signal),
  ]);
  return { token, appointment, cancelQuote, rescheduleQuote, branch };
}

/** `/{organization}/{branch}/{token}/cancelled`. */
export async function cancelledLoader({ params, request, context }: LoaderFunctionArgs) {
  const { organization = '', token = '' } = params;
  const appointment = await loadAppointment(loaderApiBase(context), organization, token, request.signal);
  return { appointment };
}

/** Legacy `/{organization}/appointments/{token}`: the summary lives under the branch now. */
export async function legacyManageLoader({ params, request, context }: LoaderFunctionArgs) {
  const organization = params.organization ?? '';
  const token = params.token ?? '';
  const appointment = await loadAppointment(loaderApiBase(context), organization, token, request.signal);
  return redirect(`/${organization}/${appointment.branch.slug}/${token}`);
}

/** `book/confirmed`: the booking just made in this tab (its token was kept when the draft was cleared). */
export async function confirmedLoader({ params, request, context }: LoaderFunctionArgs) {
  const organization = params.organization ?? '';
  const branch = params.branch ?? '';
  const token = bookedToken(organization, branch);
  if (!token) return redirect(`/${organization}/${branch}/book`);
  const [appointment, place] = await Promise.all([
    loadAppointment(loaderApiBase(context), organization, token, request.signal),
    loadBranch(loaderApiBase(context), organization, branch, request.signal),
  ]);
  return { token, appointment, branch: place };
}
