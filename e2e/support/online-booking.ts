import { randomUUID } from 'node:crypto';
import { apiUrl, placeHold } from './salon-hold';

export interface OnlineContact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface OnlineBooking {
  id: string;
  start: string;
  serviceName: string;
}

/**
 * A customer books at the salon online, through the public API as the booking site does: a
 * hold on the first free slot (parallel tests take the earlier ones), then the booking with
 * its token. Paid on site, so staff can check it out.
 */
export async function bookOnline(
  contact: OnlineContact,
  organization = 'demo-salon',
  branch = 'mitte',
): Promise<OnlineBooking> {
  const seeded = await placeHold(organization, branch);
  const response = await fetch(apiUrl(`/${organization}/branches/${branch}/appointments`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      services: [seeded.serviceId],
      employee_id: seeded.hold.employee.id,
      start: seeded.hold.start,
      hold_token: seeded.hold.token,
      contact,
      reminder: 'none',
      payment: 'on_site',
      locale: 'en',
    }),
  });
  if (response.status !== 201) throw new Error(`online booking: ${response.status} ${await response.text()}`);
  const { results } = (await response.json()) as { results: { appointment: { id: string; start: string } } };
  return { id: results.appointment.id, start: results.appointment.start, serviceName: seeded.serviceName };
}
