import type { Loaded } from '@booking/shared/api-client/loaded';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from 'react-router';
import en from '../../i18n/en.json';
import { LoadedDialog } from './loaded-dialog';

type Customer = { name: string };

function Dialog() {
  return (
    <LoadedDialog
      loaded={useLoaderData() as Loaded<Customer>}
      title="Appointment"
      titleOf={(customer) => customer.name}
    >
      {(customer, close) => (
        <button type="button" onClick={close}>
          Done with {customer.name}
        </button>
      )}
    </LoadedDialog>
  );
}

/** A dialog route over a day view whose loader answers `answers` in turn. */
function openDialog(...answers: Loaded<Customer>[]) {
  let reads = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/staff/mitte/day/:date',
        element: (
          <main>
            <h1>Day</h1>
            <Outlet />
          </main>
        ),
        children: [
          { path: 'appointments/:id', loader: () => answers[Math.min(reads++, answers.length - 1)], Component: Dialog },
        ],
      },
    ],
    { initialEntries: ['/staff/mitte/day/2026-03-02/appointments/a1'] },
  );
  renderWithIntl(<RouterProvider router={router} />, en);
  return { router, reads: () => reads };
}

describe('LoadedDialog', () => {
  it('shows its data under the title the data gives, and closes back to the view', async () => {
    const { router } = openDialog({ ok: true, data: { name: 'Olga Offline' } });
    const done = await screen.findByRole('button', { name: 'Done with Olga Offline' });
    expect(screen.getByRole('dialog', { name: 'Olga Offline' })).toBeTruthy();
    await act(async () => fireEvent.click(done));
    expect(router.state.location.pathname).toBe('/staff/mitte/day/2026-03-02');
  });

  it('says a server not reached in place, and Retry reads the data again', async () => {
    const { reads } = openDialog({ ok: false, error: null, retryable: true }, { ok: true, data: { name: 'Olga' } });
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect(dialog.textContent).toContain('We could not reach the server');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('dialog', { name: 'Olga' })).toBeTruthy();
    expect(reads()).toBe(2);
  });

  it('says a refusal without a Retry that cannot help', async () => {
    openDialog({ ok: false, error: { code: 'appointment_not_found' }, retryable: false });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This appointment could not be found');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
