import type { BranchSettings } from '@booking/shared/contract/branch-settings';
import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import { notificationStore } from '@booking/shared/stores/notifications';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { jsonAnswer } from '@booking/shared/testing/fake-transport';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../i18n/en.json';
import { BranchEditorPage } from './branch-editor-page';

const NEW_BRANCH: BranchSettings = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Neuland Mitte',
  slug: 'mitte',
  street: 'Torstraße',
  house_number: '12',
  zip: '10119',
  city: 'Berlin',
  country: 'DE',
  phone: '+49 30 9876543',
  timezone: 'Europe/Berlin',
  timezone_locked: false,
  closed: false,
  opening_hours: [[], [], [], [], [], [], []],
  closed_days: [],
};

const realFetch = globalThis.fetch;
beforeEach(() => {
  runtimeEnvStore.getState().setEnv({ apiBase: 'http://api.test' } as RuntimeEnv);
  // The API at the process boundary: adding the branch answers at once.
  globalThis.fetch = async () => jsonAnswer(201, { results: { branch: NEW_BRANCH, kept: [], cancelled: [] } });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('adding a branch', () => {
  it('leaves an owner who moved on after "saved" where they went, however slowly the branches reload', async () => {
    // Loading is slow: every load after the first waits until the test lets them all go.
    let letGo = () => {};
    const slow = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let loads = 0;
    const branchesLoader = async () => {
      loads += 1;
      if (loads > 1) await slow;
      return { branches: loads > 1 ? [NEW_BRANCH] : [], organization: 'salon-neuland' };
    };
    const router = createMemoryRouter(
      [
        { path: '/staff/settings', loader: () => slow, element: <h1>Overview</h1> },
        { path: '/staff/settings/branches/new', loader: branchesLoader, Component: BranchEditorPage },
        { path: '/staff/settings/branches/:branchId', loader: branchesLoader, Component: BranchEditorPage },
      ],
      { initialEntries: ['/staff/settings/branches/new'] },
    );
    renderWithIntl(<RouterProvider router={router} />, en);
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    await screen.findByRole('heading', { level: 1, name: 'New branch' }, { timeout: 10_000 });
    fill('Name', NEW_BRANCH.name);
    fill('Page address', NEW_BRANCH.slug);
    fill('Street', NEW_BRANCH.street);
    fill('Number', NEW_BRANCH.house_number);
    fill('ZIP code', NEW_BRANCH.zip);
    fill('City', NEW_BRANCH.city);
    fill('Phone', '30 9876543');

    // The owner reads "saved" (once it is on screen) and goes to the overview straight away.
    const movedOn = new Promise<void>((resolve) => {
      const stop = notificationStore.subscribe((state) => {
        if (!state.items.some((item) => item.messageId === 'staff.settings.branches.saved')) return;
        stop();
        setTimeout(() => {
          void router.navigate('/staff/settings');
          resolve();
        });
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the branch' }));
    await movedOn;
    letGo();
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 10_000 });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/staff/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    router.dispose();
  });
});
