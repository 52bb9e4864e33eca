import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import type { TableSettings } from '@booking/shared/contract/table-settings';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { jsonAnswer } from '@booking/shared/testing/fake-transport';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../i18n/en.json';
import { TablesPage } from './tables-page';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const FLOOR: TableSettings = {
  areas: [{ id: id(1), name: 'Terrace', position: 0 }],
  tables: [
    { id: id(2), name: '4', area_id: id(1), min_seats: 2, max_seats: 4, use: 'online', position: 0, retired: false },
    { id: id(3), name: '5', area_id: id(1), min_seats: 2, max_seats: 4, use: 'online', position: 1, retired: false },
  ],
  combinations: [{ id: id(4), name: '4 + 5', table_ids: [id(2), id(3)], min_seats: 6, max_seats: 8, position: 0 }],
};
const BRANCH = { id: id(9), name: 'Mitte' };

const realFetch = globalThis.fetch;
let sent: { method: string; url: string }[] = [];
beforeEach(() => {
  sent = [];
  runtimeEnvStore.getState().setEnv({ apiBase: 'http://api.test' } as RuntimeEnv);
  // The API at the process boundary: every change is saved as asked.
  globalThis.fetch = async (input, init) => {
    sent.push({ method: init?.method ?? 'GET', url: String(input) });
    return jsonAnswer(200, { results: { floor: FLOOR, moved: [], cancelled: [] } });
  };
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A busy two-core machine draws a dialog in more than the default second. */
const SLOW = { timeout: 10_000 };

async function openTables() {
  const router = createMemoryRouter(
    [
      { path: '/staff/settings', element: <h1>Overview</h1> },
      {
        path: '/staff/settings/tables',
        loader: () => ({ branches: [BRANCH], branchId: BRANCH.id, floor: FLOOR }),
        Component: TablesPage,
      },
    ],
    { initialEntries: ['/staff/settings/tables'] },
  );
  renderWithIntl(<RouterProvider router={router} />, en);
  await screen.findByRole('heading', { level: 1, name: 'Tables' }, SLOW);
  return router;
}
const writes = () => sent.filter((request) => request.method !== 'GET');

describe('the tables screen', () => {
  it.each([
    ['Retire table 4', 'Retire', `tables/${id(2)}/retire`, 'can no longer be booked'],
    ['Remove combination 4 + 5', 'Remove', `combinations/${id(4)}/remove`, 'no longer offered for larger parties'],
  ])('asks before "%s", and sends nothing when the owner cancels', async (button, yes, path, consequence) => {
    await openTables();
    fireEvent.click(screen.getByRole('button', { name: button }));
    const question = await screen.findByRole('dialog', { name: `${button}?` }, SLOW);
    expect(question.textContent).toContain(consequence);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(writes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: button }));
    fireEvent.click(await screen.findByRole('button', { name: yes }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'POST', url: expect.stringContaining(path) }]), SLOW);
  });

  it('removes an area after asking', async () => {
    await openTables();
    fireEvent.click(screen.getByRole('button', { name: 'Remove area Terrace' }));
    await screen.findByRole('dialog', { name: 'Remove area Terrace?' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(
      () => expect(writes()).toEqual([{ method: 'DELETE', url: expect.stringContaining(`/areas/${id(1)}`) }]),
      SLOW,
    );
  });

  it('asks before leaving with a table typed but not added, whichever form it is in', async () => {
    const router = await openTables();
    fireEvent.change(screen.getByRole('textbox', { name: /Name or number/ }), { target: { value: '12' } });
    void router.navigate('/staff/settings');
    await screen.findByRole('dialog', { name: 'Leave without saving?' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Stay and save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/settings/tables'), SLOW);
  });
});
