import { randomUUID } from 'node:crypto';
import { PORTS, urlOf } from './ports';
import { testNow } from './test-clock';

/**
 * A real appointment booked through the API, for the tests that visit its manage link
 * (`/{organization}/{branch}/{token}`): the first service of the branch at its first free
 * time from the day after tomorrow on.
 */
export interface ManageLink {
  organization: string;
  branch: string;
  token: string;
  path: string;
}

const api = (path: string) => `${urlOf(PORTS.api)}/v0/organizations${path}`;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function bookAppointment(
  organization = 'demo-salon',
  branch = 'mitte',
  payment: 'on_site' | 'online' = 'on_site',
): Promise<ManageLink> {
  const base = `/${organization}/branches/${branch}`;
  const { results: services } = await json<{ results: { services: { id: string }[] } }>(
    await fetch(api(`${base}/services`)),
    'services',
  );
  const service = services.services[0];
  if (!service) throw new Error(`${organization}/${branch} offers no service`);
  const from = new Date(testNow() + 2 * 86_400_000);
  const to = new Date(from.getTime() + 20 * 86_400_000);
  const query = new URLSearchParams({ services: service.id, from: isoDay(from), to: isoDay(to) });
  const { results: availability } = await json<{ results: { slots: { start: string }[] } }>(
    await fetch(api(`${base}/availability?${query}`)),
    'availability',
  );
  // Tests running side by side book through here too: a time another test took just now is
  // answered 409, and the next free one is tried.
  for (const slot of availability.slots.slice(0, 10)) {
    const response = await fetch(api(`${base}/appointments`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        services: [service.id],
        employee_id: null,
        start: slot.start,
        contact: { first_name: 'Erika', last_name: 'Probe', email: 'erika.probe@example.com', phone: '+49 30 1234567' },
        reminder: 'email',
        payment,
      }),
    });
    if (response.status === 409) continue;
    const { results: booked } = await json<{ results: { manage_token: string } }>(response, 'booking');
    const token = booked.manage_token;
    return { organization, branch, token, path: `/${organization}/${branch}/${token}` };
  }
  throw new Error(`${organization}/${branch}: the first ten free times of the next three weeks were all taken`);
}

/**
 * Pays a booking made for online payment as the customer would on the sandbox provider's
 * page: starts the payment, then posts the page's form with the card that is charged.
 */
export async function payOnline({ organization, token }: ManageLink): Promise<void> {
  const { results } = await json<{ results: { payment: { checkout_url: string } } }>(
    await fetch(api(`/${organization}/appointments/${token}/payment`), { method: 'POST' }),
    'payment',
  );
  const paid = await fetch(results.payment.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4242424242424242' }).toString(),
  });
  if (!paid.ok) throw new Error(`the sandbox page answered ${paid.status}`);
}
