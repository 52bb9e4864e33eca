import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { staffReservationFixture } from '@booking/shared/testing/staff-reservation-fixture';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import { ReservationFacts } from './reservation-facts';

async function factsOf(messages: Record<string, string>) {
  const moved = staffReservationFixture('rescheduled', { source: 'phone' });
  const router = createMemoryRouter(
    [{ path: '/staff/r', element: <ReservationFacts reservation={moved} country="DE" /> }],
    { initialEntries: ['/staff/r'] },
  );
  renderWithIntl(<RouterProvider router={router} />, messages);
  await screen.findByText(messages['staff.host.state'] ?? '');
  return (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('a reservation’s facts', () => {
  it('says its state and how it was taken as two facts, not "Moved taken on the phone"', async () => {
    const fact = await factsOf(en);
    expect(fact('State')).toBe('Moved');
    expect(fact('Taken')).toBe('On the phone');
  });

  it('says them apart in German too', async () => {
    const fact = await factsOf(de);
    expect(fact('Status')).toBe('Verschoben');
    expect(fact('Angenommen')).toBe('Am Telefon');
  });
});
