import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { runtimeEnvFixture } from '@booking/shared/testing/runtime-env-fixture';
import { staffReservationFixture as reservation } from '@booking/shared/testing/staff-reservation-fixture';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import { StateActions } from './state-actions';

beforeEach(() => {
  runtimeEnvStore.getState().setEnv(runtimeEnvFixture());
  rs.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  rs.useRealTimers();
});

function renderSteps(status: StaffReservation['status'], messages: Record<string, string> = en) {
  const router = createMemoryRouter(
    [{ path: '/staff/reservations/r', element: <StateActions reservation={reservation(status)} /> }],
    { initialEntries: ['/staff/reservations/r'] },
  );
  return renderWithIntl(<RouterProvider router={router} />, messages);
}
const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('the host stand’s steps for a reservation', () => {
  it('offers no arrival the day before, and says why', async () => {
    // 23:30 in Berlin, half an hour before the reservation's day begins.
    rs.setSystemTime(Date.parse('2026-12-07T23:30:00+01:00'));
    renderSteps('confirmed');
    expect(await screen.findByText('Arrivals are marked on the reservation’s day.')).toBeTruthy();
    expect(buttons()).toEqual([]);
  });

  it('offers arriving and seating on the day, a no-show once the time has come', async () => {
    rs.setSystemTime(Date.parse('2026-12-08T00:30:00+01:00'));
    const morning = renderSteps('confirmed');
    await screen.findByRole('button', { name: 'Arrived' });
    expect(buttons()).toEqual(['Arrived', 'Seated']);
    morning.unmount();
    rs.setSystemTime(Date.parse('2026-12-08T19:05:00+01:00'));
    renderSteps('confirmed');
    await screen.findByRole('button', { name: 'Arrived' });
    expect(buttons()).toEqual(['Arrived', 'Seated', 'No-show']);
  });

  it('offers to take the last step back until the next is taken, naming it, in both languages', async () => {
    rs.setSystemTime(Date.parse('2026-12-08T19:05:00+01:00'));
    const arrived = renderSteps('arrived');
    await screen.findByRole('button', { name: 'Seated' });
    expect(buttons()).toEqual(['Seated', 'No-show', 'Undo “Arrived”']);
    arrived.unmount();
    const seated = renderSteps('seated');
    await screen.findByRole('button', { name: 'Finished' });
    expect(buttons()).toEqual(['Finished', 'Undo “Seated”']);
    seated.unmount();
    renderSteps('finished', de);
    await screen.findByRole('button', { name: '„Gegangen“ zurücknehmen' });
    expect(buttons()).toEqual(['„Gegangen“ zurücknehmen']);
  });
});
