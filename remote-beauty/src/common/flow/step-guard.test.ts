import { installSessionStorageFake } from '@booking/shared/testing/session-storage-fake';
import { describe, expect, it } from '@rstest/core';
import { bookingDraftStore } from './booking-draft';
import { bookingStepPath, guardStep } from './step-guard';

installSessionStorageFake();

const hold = {
  token: 'a'.repeat(43),
  expires_at: '2026-12-01T10:10:00+01:00[Europe/Berlin]',
  start: '2026-12-01T11:00:00+01:00[Europe/Berlin]',
  end: '2026-12-01T12:00:00+01:00[Europe/Berlin]',
  employee: { id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c6', first_name: 'Anna', last_name: 'Schmidt' },
  service_ids: ['3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c7'],
};
const params = { organization: 'demo-salon', branch: 'guard' };

describe('step guards in the loaders', () => {
  it('spell each step URL under book', () => {
    expect(bookingStepPath('demo-salon', 'mitte', 'services')).toBe('/demo-salon/mitte/book');
    expect(bookingStepPath('demo-salon', 'mitte', 'time')).toBe('/demo-salon/mitte/book/time');
  });

  it('carry the services and employee in the time step URL only', () => {
    const choice = { services: ['cut', 'colour'], employee: 'anna' };
    expect(bookingStepPath('demo-salon', 'mitte', 'time', choice)).toBe(
      '/demo-salon/mitte/book/time?services=cut,colour&employee=anna',
    );
    expect(bookingStepPath('demo-salon', 'mitte', 'contact', choice)).toBe('/demo-salon/mitte/book/contact');
  });

  it('send a deep link to the time step without services to the services step', () => {
    bookingDraftStore('demo-salon', 'guard').getState().clear();
    const answer = guardStep(params, 'time');
    expect(answer instanceof Response && answer.status).toBe(302);
    expect(answer instanceof Response && answer.headers.get('Location')).toBe('/demo-salon/guard/book');
  });

  it('open the time step once services are chosen', () => {
    bookingDraftStore('demo-salon', 'guard')
      .getState()
      .update({ services: ['cut'] });
    expect(guardStep(params, 'time')).toEqual({ draft: expect.objectContaining({ services: ['cut'] }) });
  });

  it('send a deep link to the contact step without a held time to the time step', () => {
    bookingDraftStore('demo-salon', 'guard')
      .getState()
      .update({ services: ['cut'], hold: null });
    const toTime = guardStep(params, 'contact');
    expect(toTime instanceof Response && toTime.headers.get('Location')).toBe(
      '/demo-salon/guard/book/time?services=cut',
    );
    bookingDraftStore('demo-salon', 'guard').getState().update({ hold });
    expect(guardStep(params, 'contact')).not.toBeInstanceOf(Response);
  });
});
