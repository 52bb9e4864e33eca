import { getCheckout } from '@booking/shared/contract/operations/checkout';
import { getStaffAppointment } from '@booking/shared/contract/operations/staff-appointments';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { getStaffBranch } from '../../../ui/staff-page/staff-branch';
import { staffCall, staffLoad } from '../../../ui/staff-page/staff-load';

/**
 * The checkout page: the appointment (when, who, with whom) and its cart. A cart the API
 * cannot price because the appointment's service data is missing is not a broken page: it is
 * said in words (SPEC 8), so that answer is returned, not thrown.
 */
export async function checkoutLoader({ request, params }: LoaderFunctionArgs) {
  const appointment = params.appointment ?? '';
  const [branch, booked, cart] = await Promise.all([
    getStaffBranch(params.branch, request.signal),
    staffLoad(getStaffAppointment, { params: { appointment } }, request.signal),
    staffCall(getCheckout, { params: { appointment } }, { signal: request.signal }),
  ]);
  const base = { branch, appointment: booked.results.appointment };
  if (cart.ok) return { ...base, checkout: cart.data.results.checkout, problem: null };
  if (cart.status === 422 && cart.error?.code === 'missing_service_data') {
    return { ...base, checkout: null, problem: cart.error };
  }
  throw new Error(`getCheckout failed (${cart.status || 'network'}${cart.error ? `, ${cart.error.code}` : ''})`);
}
