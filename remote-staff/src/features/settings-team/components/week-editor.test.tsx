import type { SettingsEmployeesResponse } from '@booking/shared/contract/employee-settings';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { runtimeEnvFixture } from '@booking/shared/testing/runtime-env-fixture';
import { settingsEmployeeFixture } from '@booking/shared/testing/settings-employee-fixture';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../i18n/en.json';
import { WeekEditor } from './week-editor';

const dora = settingsEmployeeFixture({
  rotas: [
    {
      effective_from: '2026-01-05',
      cycle_weeks: 1,
      hours: [{ branch_id: 'b1', cycle_week: 0, weekday: 1, start: '09:00', end: '13:00' }],
    },
    {
      effective_from: '2026-12-07',
      cycle_weeks: 1,
      hours: [{ branch_id: 'b1', cycle_week: 0, weekday: 1, start: '14:00', end: '20:00' }],
    },
  ],
});
const team: SettingsEmployeesResponse['results'] = {
  employees: [dora],
  branches: [{ id: 'b1', slug: 'mitte', name: 'Mitte', timezone: 'Europe/Berlin' }],
  services: [],
};

// The owner's device is in New York while the branch is in Berlin: the branch's day counts.
const deviceZone = process.env.TZ;
beforeEach(() => {
  // The shell's part: the API the editor's saves go to.
  runtimeEnvStore.getState().setEnv(runtimeEnvFixture());
  process.env.TZ = 'America/New_York';
  // The clock at the process boundary: 00:30 on Monday 7 December in Berlin, 23:30 UTC on the 6th.
  rs.useFakeTimers({ toFake: ['Date'] });
  rs.setSystemTime(Date.parse('2026-12-07T00:30:00+01:00'));
});
afterEach(() => {
  rs.useRealTimers();
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

async function renderEditor() {
  const router = createMemoryRouter([{ path: '/staff/settings/team', loader: () => team, Component: WeekEditor }], {
    initialEntries: ['/staff/settings/team'],
  });
  renderWithIntl(<RouterProvider router={router} />, en);
  return screen.findByLabelText('Effective from');
}

describe('the week editor just after midnight in the branch', () => {
  it("starts on the branch's date, not the device's or UTC's", async () => {
    const from = await renderEditor();
    expect(from).toHaveProperty('value', '2026-12-07');
  });

  it("shows the week in force on the branch's date", async () => {
    await renderEditor();
    expect(screen.getByRole('cell', { name: '14:00–20:00' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: '09:00–13:00' })).toBeNull();
  });
});
