import type { CustomerLink } from '@booking/shared/contract/customer-link';
import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { describe, expect, it } from '@rstest/core';
import { isLinkable, linkCandidates } from './link-candidates';

function appointment(id: string, start: string, record: Partial<CustomerLink> | null): StaffAppointment {
  return {
    id,
    start,
    customer_record: record && {
      id: 'other',
      customer_number: '1',
      first_name: 'A',
      last_name: 'B',
      match: 'matched',
      deleted: false,
      ...record,
    },
  } as StaffAppointment;
}

describe('which appointments staff can link to a customer', () => {
  it('offers a walk-in and an online booking whose customer was not found', () => {
    expect(isLinkable(appointment('a', '2026-11-24T10:00:00+01:00[Europe/Berlin]', null), 'me')).toBe(true);
    expect(isLinkable(appointment('b', '2026-11-24T10:00:00+01:00[Europe/Berlin]', { match: 'new' }), 'me')).toBe(true);
  });

  it('offers one on another customer of another name: a phone alone once matched it there', () => {
    const onMaria = {
      ...appointment('c', '2026-11-24T10:00:00+01:00[Europe/Berlin]', { first_name: 'Maria', last_name: 'Lopez' }),
      customer: { name: 'Lucia Lopez', email: null, phone: null },
    };
    expect(isLinkable(onMaria, 'me')).toBe(true);
    expect(isLinkable({ ...onMaria, customer: { name: ' maria LÓPEZ', email: null, phone: null } }, 'me')).toBe(false);
  });

  it('does not offer one matched to another customer, nor one of this customer', () => {
    expect(isLinkable(appointment('a', '2026-11-24T10:00:00+01:00[Europe/Berlin]', {}), 'me')).toBe(false);
    expect(
      isLinkable(appointment('b', '2026-11-24T10:00:00+01:00[Europe/Berlin]', { id: 'me', match: 'new' }), 'me'),
    ).toBe(false);
  });

  it('offers one of a deleted customer', () => {
    expect(isLinkable(appointment('a', '2026-11-24T10:00:00+01:00[Europe/Berlin]', { deleted: true }), 'me')).toBe(
      true,
    );
  });

  it('lists each linkable appointment once, soonest first', () => {
    const late = appointment('late', '2026-11-25T10:00:00+01:00[Europe/Berlin]', null);
    const early = appointment('early', '2026-11-20T10:00:00+01:00[Europe/Berlin]', { match: 'new' });
    const matched = appointment('matched', '2026-11-21T10:00:00+01:00[Europe/Berlin]', {});
    expect(
      linkCandidates(
        [
          [late, matched],
          [early, late],
        ],
        'me',
      ).map((a) => a.id),
    ).toEqual(['early', 'late']);
  });
});
