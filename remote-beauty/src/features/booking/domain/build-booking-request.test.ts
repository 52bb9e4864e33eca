import { describe, expect, it } from '@rstest/core';
import { emptyBookingDraft } from '../../../common/flow/booking-draft';
import { buildBookingRequest } from './build-booking-request';

const anna = { id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c6', first_name: 'Anna', last_name: 'Schmidt' };
const hold = {
  token: 'a'.repeat(43),
  expires_at: '2026-12-01T10:10:00+01:00[Europe/Berlin]',
  start: '2026-12-01T11:00:00+01:00[Europe/Berlin]',
  end: '2026-12-01T12:00:00+01:00[Europe/Berlin]',
  employee: anna,
  service_ids: ['3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c7'],
};
const contact = { first_name: 'Eva', last_name: 'Kühn', email: 'eva@example.com', phone: '+4915112345678' };
const choices = { reminder: 'sms', payment: 'online' } as const;

describe('buildBookingRequest', () => {
  it('books the held slot with its token, the contact, the choices and the visitor language', () => {
    const draft = { ...emptyBookingDraft(), services: hold.service_ids, employee: 'any', hold, contact };
    expect(buildBookingRequest(draft, choices, 'en')).toEqual({
      services: hold.service_ids,
      employee_id: null,
      start: hold.start,
      hold_token: hold.token,
      contact: { ...contact, comment: undefined },
      reminder: 'sms',
      payment: 'online',
      locale: 'en',
    });
  });

  it('books a time checked but not kept (the branch keeps no more holds) without a token', () => {
    const unkept = { ...hold, token: null, expires_at: null };
    const draft = { ...emptyBookingDraft(), employee: anna.id, hold: unkept, contact };
    const body = buildBookingRequest(draft, choices, 'de');
    expect(body).toMatchObject({ start: hold.start, employee_id: anna.id });
    expect(body && 'hold_token' in body).toBe(false);
  });

  it('names the employee the customer chose', () => {
    const draft = { ...emptyBookingDraft(), employee: anna.id, hold, contact };
    expect(buildBookingRequest(draft, choices, 'de')?.employee_id).toBe(anna.id);
  });

  it('sends a comment only when something was written', () => {
    const draft = { ...emptyBookingDraft(), hold, contact: { ...contact, comment: '  Bitte Tee  ' } };
    expect(buildBookingRequest(draft, choices, 'de')?.contact.comment).toBe('Bitte Tee');
    const blank = { ...emptyBookingDraft(), hold, contact: { ...contact, comment: '   ' } };
    expect(buildBookingRequest(blank, choices, 'de')?.contact.comment).toBeUndefined();
  });

  it('cannot be built before a time is held and the contact given', () => {
    expect(buildBookingRequest({ ...emptyBookingDraft(), contact }, choices, 'de')).toBeNull();
    expect(buildBookingRequest({ ...emptyBookingDraft(), hold }, choices, 'de')).toBeNull();
  });
});
