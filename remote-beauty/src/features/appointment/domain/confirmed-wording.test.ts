import { describe, expect, it } from '@rstest/core';
import { confirmedWording } from './confirmed-wording';

const PAY_BY = '2026-03-02T09:10:00+01:00[Europe/Berlin]';

describe('the end of the booking flow', () => {
  it('calls a booking waiting for its online payment reserved until the deadline, not confirmed', () => {
    expect(confirmedWording({ state: 'due', pay_by: PAY_BY })).toEqual({
      title: 'beauty.confirmed.reservedTitle',
      lead: 'beauty.confirmed.dueLead',
      payBy: PAY_BY,
      calendar: false,
    });
  });

  it('confirms a booking paid online or to be paid at the salon, each with its own lead', () => {
    const paid = confirmedWording({ state: 'paid', amount: { amount_minor: 3000, currency: 'EUR' } });
    const onSite = confirmedWording({ state: 'on_site' });
    expect([paid.title, paid.lead, paid.calendar]).toEqual([
      'beauty.confirmed.title',
      'beauty.confirmed.paidLead',
      true,
    ]);
    expect([onSite.title, onSite.lead]).toEqual(['beauty.confirmed.title', 'beauty.confirmed.onSiteLead']);
  });
});
