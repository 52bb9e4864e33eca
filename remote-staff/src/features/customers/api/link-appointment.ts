import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { linkAppointmentCustomer } from '@booking/shared/contract/operations/customers';
import { listStaffAppointments } from '@booking/shared/contract/operations/staff-appointments';
import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { linkCandidates } from '../domain/link-candidates';

const SEARCH_LIMIT = 25;

/**
 * Appointments of the branch, upcoming and past, whose customer matches `q` (name, email or
 * phone) and that can be linked to the customer; null when a search failed.
 */
export async function findLinkCandidates(
  api: ApiAccess,
  branch: string,
  q: string,
  customerId: string,
): Promise<StaffAppointment[] | null> {
  const [upcoming, past] = await Promise.all(
    (['upcoming', 'past'] as const).map((when) =>
      call(listStaffAppointments, { params: { branch }, query: { when, q, limit: SEARCH_LIMIT } }, api),
    ),
  );
  if (!upcoming?.ok || !past?.ok) return null;
  return linkCandidates([upcoming.data.results.appointments, past.data.results.appointments], customerId);
}

export function linkAppointment(api: ApiAccess, appointment: string, customerId: string) {
  return call(linkAppointmentCustomer, { params: { appointment }, body: { customer_id: customerId } }, api);
}
