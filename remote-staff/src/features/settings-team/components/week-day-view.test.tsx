import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { settingsEmployeeFixture } from '@booking/shared/testing/settings-employee-fixture';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import en from '../../../i18n/en.json';
import { weekFormSchema, weekRowOf } from '../domain/week-values';
import { WeekDayView } from './week-day-view';

const dora = settingsEmployeeFixture({
  rotas: [
    {
      effective_from: '2026-01-05',
      cycle_weeks: 1,
      hours: [{ branch_id: 'here', cycle_week: 0, weekday: 1, start: '09:00', end: '13:00' }],
    },
  ],
});

function Week({ saved }: { saved: unknown[] }) {
  const form = useKitForm(weekFormSchema, {
    effective_from: '2026-03-02',
    rows: [weekRowOf(dora, 'here', '2026-03-02')],
  });
  return (
    <KitForm form={form} onValid={(values) => void saved.push(values)} aria-label="Week">
      <WeekDayView employees={[dora]} />
      <button type="submit">Save hours</button>
    </KitForm>
  );
}

describe('the week on a phone', () => {
  it('shows one day at a time, steps round the week and keeps what was typed on other days', async () => {
    renderWithIntl(<Week saved={[]} />, en);
    expect(screen.getByRole('textbox', { name: 'Dora Neu, Monday' })).toHaveProperty('value', '09:00–13:00');
    expect(screen.queryByRole('textbox', { name: 'Dora Neu, Tuesday' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next day: Tuesday' })));
    fireEvent.input(screen.getByRole('textbox', { name: 'Dora Neu, Tuesday' }), { target: { value: '10-14' } });
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '6' } }));
    expect(screen.getByRole('textbox', { name: 'Dora Neu, Sunday' })).toHaveProperty('value', '');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next day: Monday' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next day: Tuesday' })));
    expect(screen.getByRole('textbox', { name: 'Dora Neu, Tuesday' })).toHaveProperty('value', '10-14');
  });

  it('turns to the day whose hours a save refused and puts the focus there', async () => {
    const saved: unknown[] = [];
    renderWithIntl(<Week saved={saved} />, en);
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2' } }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Dora Neu, Wednesday' }), { target: { value: '14-9' } });
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '0' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save hours' })));
    const wednesday = await screen.findByRole('textbox', { name: 'Dora Neu, Wednesday' });
    expect(document.activeElement).toBe(wednesday);
    expect(wednesday.getAttribute('aria-invalid')).toBe('true');
    expect(saved).toEqual([]);
  });
});
