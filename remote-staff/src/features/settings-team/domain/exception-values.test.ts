import { settingsEmployeeFixture } from '@booking/shared/testing/settings-employee-fixture';
import { describe, expect, it } from '@rstest/core';
import { exceptionHoursOf, hoursOnDate } from './exception-values';

const branches = [{ id: 'mitte' }, { id: 'nord' }];
const employee = settingsEmployeeFixture({
  rotas: [
    {
      // Week 1 is the week of Monday 2 March 2026; week 2 the next, alternating.
      effective_from: '2026-03-04',
      cycle_weeks: 2,
      hours: [
        { branch_id: 'mitte', cycle_week: 0, weekday: 1, start: '09:00', end: '13:00' },
        { branch_id: 'nord', cycle_week: 0, weekday: 1, start: '14:00', end: '18:00' },
        { branch_id: 'nord', cycle_week: 1, weekday: 1, start: '10:00', end: '16:00' },
      ],
    },
  ],
  exceptions: [{ day: '2026-03-23', hours: [{ branch_id: 'nord', start: '12:00', end: '20:00' }] }],
});

describe('a single date’s hours', () => {
  it('start from the rota’s hours that day at each branch, in the right week of a two-week rota', () => {
    expect(hoursOnDate(employee, branches, '2026-03-16')).toEqual(['09:00–13:00', '14:00–18:00']);
    expect(hoursOnDate(employee, branches, '2026-03-09')).toEqual(['', '10:00–16:00']);
    expect(hoursOnDate(employee, branches, '2026-03-17')).toEqual(['', '']);
  });

  it('start from the date’s exception when it has one', () => {
    expect(hoursOnDate(employee, branches, '2026-03-23')).toEqual(['', '12:00–20:00']);
  });

  it('are sent as the whole day, each interval at its branch', () => {
    expect(exceptionHoursOf({ day: '2026-03-16', hours: ['', '12-20'] }, branches)).toEqual([
      { branch_id: 'nord', start: '12:00', end: '20:00' },
    ]);
  });
});
