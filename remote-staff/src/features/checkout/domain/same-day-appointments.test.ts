import type { CustomerAppointment } from '@booking/shared/contract/customers';
import { describe, expect, it } from '@rstest/core';
import { sameDayAppointments } from './same-day-appointments';

const branch = { slug: 'mitte', name: 'Mitte', timezone: 'Europe/Berlin' };
const at = (id: string, start: string, status: CustomerAppointment['status'] = 'booked'): CustomerAppointment => ({
  id,
  branch,
  start: `${start}:00+01:00[Europe/Berlin]`,
  end: `${start.slice(0, 11)}23:00:00+01:00[Europe/Berlin]`,
  status,
  cancelled_by: null,
  services: [{ id: `service-of-${id}`, name: 'Cut' }],
  total_price: { amount_minor: 3500, currency: 'EUR' },
  payment: 'on_site',
  match: 'matched',
  booked_as: 'Eva Muster',
});

describe('the customer’s other appointments on the checkout’s day', () => {
  const self = at('self', '2026-03-04T10:00');
  it('are those of the same local day that can still be paid, soonest first, not the cart’s own', () => {
    const history = {
      past: [at('earlier', '2026-03-04T08:30')],
      upcoming: [
        self,
        at('later', '2026-03-04T15:00'),
        at('moved', '2026-03-04T12:00', 'rescheduled'),
        at('paid', '2026-03-04T16:00', 'paid'),
        at('cancelled', '2026-03-04T17:00', 'cancelled'),
        at('tomorrow', '2026-03-05T10:00'),
      ],
    };
    expect(sameDayAppointments(self, history).map((a) => a.id)).toEqual(['earlier', 'moved', 'later']);
  });

  it('are none when the customer has no other that day', () => {
    expect(sameDayAppointments(self, { past: [], upcoming: [self] })).toEqual([]);
  });
});
