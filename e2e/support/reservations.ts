import { randomUUID } from 'node:crypto';
import { PORTS, urlOf } from './ports';
import { testNow } from './test-clock';

/** Restaurant reservations through the real API, for tests that manage one or take a time away. */
export const RESTAURANT = { organization: 'demo-restaurant', branch: 'kreuzberg' } as const;

const api = (path: string) => `${urlOf(PORTS.api)}/v0/organizations/${RESTAURANT.organization}${path}`;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The free start times of a day for a party. */
export async function freeTimes(date: string, partySize: number): Promise<string[]> {
  const query = new URLSearchParams({ date, party_size: String(partySize) });
  const response = await fetch(api(`/branches/${RESTAURANT.branch}/reservation-availability?${query}`));
  if (!response.ok) throw new Error(`availability answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { results: { slots: { start: string }[] } };
  return body.results.slots.map((slot) => slot.start);
}

/** One POST .../reservations; the answer's status and body. */
export async function reserve(start: string, partySize: number, key = randomUUID()) {
  const response = await fetch(api(`/branches/${RESTAURANT.branch}/reservations`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({
      start,
      party_size: partySize,
      name: 'Erika Probe',
      email: 'erika.probe@example.com',
      phone: '+49 30 1234567',
      reminder: 'email',
      locale: 'en',
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { results?: { manage_token: string }; error?: { code: string } },
  };
}

/** A reservation at the first free time from `daysAhead` days on; its manage path. */
export async function reservationLink(partySize = 2, daysAhead = 3): Promise<{ token: string; path: string }> {
  for (let day = daysAhead; day < daysAhead + 14; day++) {
    const [start] = await freeTimes(isoDay(new Date(testNow() + day * 86_400_000)), partySize);
    if (!start) continue;
    const { status, body } = await reserve(start, partySize);
    if (status !== 201 || !body.results) throw new Error(`reserving answered ${status}: ${JSON.stringify(body)}`);
    const token = body.results.manage_token;
    return { token, path: `/${RESTAURANT.organization}/${RESTAURANT.branch}/${token}` };
  }
  throw new Error('the demo restaurant has no free time in two weeks');
}

/** Reserves `start` for the party until the API says it is taken: nobody else gets it then. */
export async function takeTime(start: string, partySize: number): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { status, body } = await reserve(start, partySize);
    if (status === 409 || body.error?.code === 'slot_taken' || body.error?.code === 'slot_unavailable') return;
    if (status !== 201) throw new Error(`reserving answered ${status}: ${JSON.stringify(body)}`);
  }
  throw new Error(`${start} is still free after 20 reservations`);
}

/** The reservation behind a manage token, as the API has it. */
export async function reservationOf(token: string) {
  const response = await fetch(api(`/reservations/${token}`));
  if (!response.ok) throw new Error(`reading the reservation answered ${response.status}`);
  return ((await response.json()) as { results: { reservation: { status: string; party_size: number; id: string } } })
    .results.reservation;
}
