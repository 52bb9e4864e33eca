import { call } from '@booking/shared/api-client/call';
import { type LoadOptions, loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { getCheckout } from '@booking/shared/contract/operations/checkout';
import { getCustomer } from '@booking/shared/contract/operations/customers';
import { getStaffAppointment } from '@booking/shared/contract/operations/staff-appointments';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { getStaffBranch } from '../../../common/staff-page/staff-branch';
import { type SameDayAppointment, sameDayAppointments } from '../domain/same-day-appointments';

/**
 * The checkout page: the appointment (when, who, with whom) and its cart. A cart the API
 * cannot price because the appointment's service data is missing is not a broken page: it is
 * said in words (SPEC 8), so that answer is returned, not thrown.
 */
export async function checkoutLoader({ request, params, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const appointment = params.appointment ?? '';
  const [branch, booked, cart] = await Promise.all([
    getStaffBranch(api, params.branch),
    loadOrThrow(getStaffAppointment, { params: { appointment } }, api),
    call(getCheckout, { params: { appointment } }, api),
  ]);
  const base = { branch, appointment: booked.results.appointment };
  if (cart.ok) {
    const others = cart.data.results.checkout.payable ? await sameDayOthers(api, base.appointment) : [];
    return { ...base, checkout: cart.data.results.checkout, problem: null, others };
  }
  if (cart.status === 422 && cart.error?.code === 'missing_service_data') {
    return { ...base, checkout: null, problem: cart.error, others: [] };
  }
  throw new Error(`getCheckout failed (${cart.status || 'network'}${cart.error ? `, ${cart.error.code}` : ''})`);
}

/**
 * The customer's other unpaid appointments that day, offered in the cart's "add a service".
 * An extra: when the record cannot be read the checkout works without it, so a failure here
 * is no reason to fail the page.
 */
async function sameDayOthers(
  api: LoadOptions,
  appointment: { id: string; start: string; customer_record?: { id: string; deleted: boolean } | null },
): Promise<SameDayAppointment[]> {
  const record = appointment.customer_record;
  if (!record || record.deleted) return [];
  const detail = await call(getCustomer, { params: { customer: record.id } }, api);
  return detail.ok ? sameDayAppointments(appointment, detail.data.results.appointments) : [];
}
