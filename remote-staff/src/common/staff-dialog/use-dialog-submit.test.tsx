import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../i18n/en.json';
import { useDialogSubmit } from './use-dialog-submit';

function SaveNotes() {
  const submit = useDialogSubmit();
  return (
    <button
      type="button"
      onClick={() => void submit.send(async () => ({ ok: false, status: 401, error: { code: 'unauthenticated' } }))}
    >
      Save notes
    </button>
  );
}

describe('useDialogSubmit', () => {
  it('takes staff whose session ended back to sign in', async () => {
    const router = createMemoryRouter(
      [
        { path: '/staff', element: <h1>Sign in</h1> },
        { path: '/staff/mitte/day/2026-03-02/appointments/a1', Component: SaveNotes },
      ],
      { initialEntries: ['/staff/mitte/day/2026-03-02/appointments/a1'] },
    );
    renderWithIntl(<RouterProvider router={router} />, en);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save notes' })));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
