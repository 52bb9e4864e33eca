import type { StaffServiceDayResponse } from '@booking/shared/contract/staff-service-day';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../i18n/en.json';
import { HostHeader } from './host-header';
import { ServiceSummary } from './service-summary';

const DAY = '2026-12-08';
/** 15:30 in Berlin on the day: lunch is over, dinner to come. */
const AFTERNOON = Date.parse(`${DAY}T15:30:00+01:00`);
const period = (name: 'lunch' | 'dinner', from: string, to: string) => ({
  name,
  start: `${DAY}T${from}:00+01:00[Europe/Berlin]`,
  end: `${DAY}T${to}:00+01:00[Europe/Berlin]`,
  covers: 0,
  reservations: 0,
  seats: 8,
  guests: 0,
  parties: 0,
  seats_free: 8,
  tables_free: 2,
  tables: 2,
  free: [],
});
const day: StaffServiceDayResponse['results'] = {
  branch: { slug: 'kreuzberg', name: 'Kreuzberg', timezone: 'Europe/Berlin' },
  date: DAY,
  rules: { min_party_size: 1, max_party_size: 8, duration_minutes: 90 },
  areas: [],
  tables: [
    { id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c1', name: 'A1', seats: 4, position: 0, area_id: null },
    { id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c2', name: 'A2', seats: 4, position: 1, area_id: null },
  ],
  combinations: [],
  periods: [period('lunch', '12:00', '15:00'), period('dinner', '17:30', '22:00')],
  guests_by_hour: [],
};

function Header({ closed }: { closed: boolean }) {
  return (
    <HostHeader
      titleId="title"
      label="Service"
      date={DAY}
      zone="Europe/Berlin"
      now={AFTERNOON}
      closed={closed}
      pathFor={(d) => `/staff/kreuzberg/service/${d}`}
    />
  );
}

function renderHeader(closed: boolean) {
  const router = createMemoryRouter([{ path: '/staff/kreuzberg/service/:date', element: <Header closed={closed} /> }], {
    initialEntries: [`/staff/kreuzberg/service/${DAY}`],
  });
  return renderWithIntl(<RouterProvider router={router} />, en);
}

describe('the host stand at the end of a service and on a closed day', () => {
  it('says a service that has ended is over, not that no table is free any more', () => {
    renderWithIntl(<ServiceSummary day={day} now={AFTERNOON} />, en);
    const [lunch, dinner] = screen.getAllByRole('listitem');
    expect(lunch?.textContent).toContain('This service is over.');
    expect(lunch?.textContent).not.toContain('No table is free any more.');
    expect(dinner?.textContent).not.toContain('This service is over.');
  });

  it('offers seating a walk-in today only when the restaurant is open', async () => {
    const open = renderHeader(false);
    expect(await screen.findByRole('link', { name: 'Walk-in' })).toBeTruthy();
    open.unmount();
    renderHeader(true);
    await screen.findByRole('link', { name: 'New reservation' });
    expect(screen.queryByRole('link', { name: 'Walk-in' })).toBeNull();
  });
});
