import { apiUrl, bookSlot, placeHold } from './salon-hold';

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
  /** The manage link's token, shown to the customer once. */
  token: string;
}

/**
 * A customer books at the salon online, through the public API as the booking site does: a
 * hold on the first free slot (parallel tests take the earlier ones), then the booking with
 * its token. Paid on site unless asked otherwise, so staff can check it out.
 */
export async function bookOnline(
  contact: OnlineContact,
  payment: 'on_site' | 'online' = 'on_site',
  organization = 'demo-salon',
  branch = 'mitte',
): Promise<OnlineBooking> {
  const seeded = await placeHold(organization, branch);
  const response = await bookSlot(seeded, { contact, payment, hold_token: seeded.hold.token, locale: 'en' });
  if (response.status !== 201) throw new Error(`online booking: ${response.status} ${await response.text()}`);
  const { results } = (await response.json()) as {
    results: { appointment: { id: string; start: string }; manage_token: string };
  };
  return {
    id: results.appointment.id,
    start: results.appointment.start,
    serviceName: seeded.serviceName,
    token: results.manage_token,
  };
}

/**
 * The customer pays an online booking on the sandbox provider's page with its test card that
 * is charged; the provider's webhook marks the appointment paid.
 */
export async function payOnline(booking: OnlineBooking, organization = 'demo-salon'): Promise<void> {
  const started = await fetch(apiUrl(`/${organization}/appointments/${booking.token}/payment`), { method: 'POST' });
  if (started.status !== 201) throw new Error(`start payment: ${started.status} ${await started.text()}`);
  const { results } = (await started.json()) as { results: { payment: { checkout_url: string } } };
  const charged = await fetch(results.payment.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4242424242424242' }),
  });
  if (charged.status !== 200) throw new Error(`sandbox charge: ${charged.status} ${await charged.text()}`);
}
