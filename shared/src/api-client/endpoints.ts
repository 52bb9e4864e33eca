/** URLs of the booking API, in one place so that no app spells a path by hand. */
const seg = encodeURIComponent;

const org = (apiBase: string, organization: string) => `${apiBase}/v0/organizations/${seg(organization)}`;
const branchOf = (apiBase: string, organization: string, branch: string) =>
  `${org(apiBase, organization)}/branches/${seg(branch)}`;
const manageOf = (apiBase: string, organization: string, token: string) =>
  `${org(apiBase, organization)}/appointments/${seg(token)}`;

const reservationOf = (apiBase: string, organization: string, token: string) =>
  `${org(apiBase, organization)}/reservations/${seg(token)}`;

export type AvailabilityParams = { services: readonly string[]; employee?: string | null; from: string; to: string };

export const endpoints = {
  branches: (apiBase: string, organization: string) => `${org(apiBase, organization)}/branches`,
  services: (apiBase: string, organization: string, branch: string) =>
    `${branchOf(apiBase, organization, branch)}/services`,
  employees: (apiBase: string, organization: string, branch: string) =>
    `${branchOf(apiBase, organization, branch)}/employees`,
  bookingPolicy: (apiBase: string, organization: string) => `${org(apiBase, organization)}/booking-policy`,
  /** Free start times; `employee` null or omitted for "first available". */
  availability: (apiBase: string, organization: string, branch: string, params: AvailabilityParams) => {
    const query = new URLSearchParams({ services: params.services.join(','), from: params.from, to: params.to });
    if (params.employee) query.set('employee', params.employee);
    return `${branchOf(apiBase, organization, branch)}/availability?${query}`;
  },
  holds: (apiBase: string, organization: string, branch: string) => `${branchOf(apiBase, organization, branch)}/holds`,
  hold: (apiBase: string, organization: string, token: string) => `${org(apiBase, organization)}/holds/${seg(token)}`,
  /** POST with an Idempotency-Key header (one key per booking attempt, reused on retry). */
  appointments: (apiBase: string, organization: string, branch: string) =>
    `${branchOf(apiBase, organization, branch)}/appointments`,
  appointment: (apiBase: string, organization: string, token: string) => manageOf(apiBase, organization, token),
  appointmentQuote: (apiBase: string, organization: string, token: string, change: 'reschedule' | 'cancel') =>
    `${manageOf(apiBase, organization, token)}/quote?change=${change}`,
  reschedule: (apiBase: string, organization: string, token: string) =>
    `${manageOf(apiBase, organization, token)}/reschedule`,
  cancel: (apiBase: string, organization: string, token: string) => `${manageOf(apiBase, organization, token)}/cancel`,
  /** Restaurant start times with a free table for the party on a local date (YYYY-MM-DD). */
  reservationAvailability: (apiBase: string, organization: string, branch: string, date: string, partySize: number) =>
    `${branchOf(apiBase, organization, branch)}/reservation-availability?${new URLSearchParams({ date, party_size: String(partySize) })}`,
  /** POST with an Idempotency-Key header (one key per reservation attempt, reused on retry). */
  reservations: (apiBase: string, organization: string, branch: string) =>
    `${branchOf(apiBase, organization, branch)}/reservations`,
  reservation: (apiBase: string, organization: string, token: string) => reservationOf(apiBase, organization, token),
  rescheduleReservation: (apiBase: string, organization: string, token: string) =>
    `${reservationOf(apiBase, organization, token)}/reschedule`,
  cancelReservation: (apiBase: string, organization: string, token: string) =>
    `${reservationOf(apiBase, organization, token)}/cancel`,
  staffSession: (apiBase: string) => `${apiBase}/v0/staff/session`,
  staffCancel: (apiBase: string, appointmentId: string) =>
    `${apiBase}/v0/staff/appointments/${seg(appointmentId)}/cancel`,
  staffPayment: (apiBase: string, appointmentId: string) =>
    `${apiBase}/v0/staff/appointments/${seg(appointmentId)}/payment`,
  openApi: (apiBase: string) => `${apiBase}/v0/openapi.json`,
};
