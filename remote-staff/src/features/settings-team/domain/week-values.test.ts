import type { SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { settingsEmployeeFixture } from '@booking/shared/testing/settings-employee-fixture';
import { describe, expect, it } from '@rstest/core';
import type { WeekRow } from './week-values';
import { rotaRequestOf, rowChanged, rowsKeepingEdits, weekRowOf } from './week-values';

const employee = settingsEmployeeFixture({
  rotas: [
    {
      effective_from: '2026-01-05',
      cycle_weeks: 2,
      hours: [
        { branch_id: 'here', cycle_week: 0, weekday: 1, start: '09:00', end: '13:00' },
        { branch_id: 'here', cycle_week: 0, weekday: 1, start: '14:00', end: '18:00' },
        { branch_id: 'here', cycle_week: 1, weekday: 0, start: '10:00', end: '12:00' },
        { branch_id: 'there', cycle_week: 0, weekday: 2, start: '09:00', end: '17:00' },
      ],
    },
  ],
});

describe('the week editor’s row of an employee', () => {
  it('shows the hours at this branch in force on the date, Monday first, both weeks', () => {
    const row = weekRowOf(employee, 'here', '2026-03-02');
    expect(row.cycle_weeks).toBe('2');
    expect(row.cells[0]).toBe('09:00–13:00, 14:00–18:00');
    expect(row.cells[13]).toBe('10:00–12:00');
    expect(row.cells.filter((c) => c !== '')).toHaveLength(2);
  });

  it('is empty before the first version begins', () => {
    expect(weekRowOf(employee, 'here', '2025-12-01').cells.every((c) => c === '')).toBe(true);
  });

  it('saves the typed hours with the other branches’ hours unchanged; a one-week rota drops week 2', () => {
    const row = { ...weekRowOf(employee, 'here', '2026-03-02'), cycle_weeks: '1' as const };
    row.cells[1] = '8-12';
    expect(rotaRequestOf(employee, row, 'here', '2026-03-09')).toEqual({
      effective_from: '2026-03-09',
      cycle_weeks: 1,
      hours: [
        { branch_id: 'there', cycle_week: 0, weekday: 2, start: '09:00', end: '17:00' },
        { branch_id: 'here', cycle_week: 0, weekday: 1, start: '09:00', end: '13:00' },
        { branch_id: 'here', cycle_week: 0, weekday: 1, start: '14:00', end: '18:00' },
        { branch_id: 'here', cycle_week: 0, weekday: 2, start: '08:00', end: '12:00' },
      ],
    });
  });

  it('counts a row as changed only when its hours or its cycle differ', () => {
    const initial = weekRowOf(employee, 'here', '2026-03-02');
    expect(rowChanged({ ...initial, cells: [...initial.cells] }, initial)).toBe(false);
    expect(rowChanged({ ...initial, cycle_weeks: '1' }, initial)).toBe(true);
  });
});

describe('rows shown again for another date', () => {
  const later: SettingsEmployee = {
    ...employee,
    rotas: [
      ...employee.rotas,
      {
        effective_from: '2026-04-06',
        cycle_weeks: 1,
        hours: [{ branch_id: 'here', cycle_week: 0, weekday: 3, start: '10:00', end: '16:00' }],
      },
    ],
  };
  const other = { ...employee, id: 'e2' };

  it('show the version in force on the new date, keeping only rows edited and not saved', () => {
    const before = [weekRowOf(later, 'here', '2026-03-02'), weekRowOf(other, 'here', '2026-03-02')];
    const edited = { ...before[1], cells: before[1]?.cells.map((c, i) => (i === 1 ? '8-12' : c)) ?? [] } as WeekRow;
    const current = [before[0], edited] as WeekRow[];
    const after = [weekRowOf(later, 'here', '2026-04-06'), weekRowOf(other, 'here', '2026-04-06')];
    const shown = rowsKeepingEdits(current, before, after);
    expect(shown[0]?.cells.slice(0, 7)).toEqual(['', '', '10:00–16:00', '', '', '', '']);
    expect(shown[1]?.cells[1]).toBe('8-12');
  });

  it('drop an edit once it is what is loaded (saved), however it was typed', () => {
    const before = [weekRowOf(later, 'here', '2026-03-02')];
    const after = [weekRowOf(later, 'here', '2026-04-06')];
    const typed = after.map((row) => ({ ...row, cells: row.cells.map((c) => (c ? '10-16' : c)) }));
    expect(rowsKeepingEdits(typed, before, after)).toEqual(after);
  });
});
