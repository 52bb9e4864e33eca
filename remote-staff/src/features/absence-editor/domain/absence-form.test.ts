import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { absenceFormSchema, absenceValues, newAbsenceValues, toAbsenceRequest, toAbsenceUpdate } from './absence-form';

const BERLIN = 'Europe/Berlin';
const base = {
  employee: 'e1',
  kind: 'break' as const,
  wholeDays: false,
  startDate: '2026-07-13',
  startTime: '13:00',
  endDate: '2026-07-13',
  endTime: '13:30',
  reason: '',
  notes: '',
};
const issuesOf = (values: typeof base) =>
  (z.safeParse(absenceFormSchema, values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the absence form', () => {
  it('sends a break with times in the branch zone, blank texts as null', () => {
    expect(toAbsenceRequest(z.parse(absenceFormSchema, { ...base, reason: ' Lunch ' }), BERLIN)).toEqual({
      employee_id: 'e1',
      kind: 'break',
      start: '2026-07-13T13:00:00+02:00[Europe/Berlin]',
      end: '2026-07-13T13:30:00+02:00[Europe/Berlin]',
      reason: 'Lunch',
      notes: null,
    });
  });

  it('sends whole days from the first midnight to the midnight after the last day (DST included)', () => {
    const values = {
      ...base,
      kind: 'vacation' as const,
      wholeDays: true,
      startDate: '2026-03-27',
      endDate: '2026-03-29',
      startTime: '',
      endTime: '',
    };
    expect(toAbsenceUpdate(z.parse(absenceFormSchema, values), BERLIN)).toMatchObject({
      start: '2026-03-27T00:00:00+01:00[Europe/Berlin]',
      end: '2026-03-30T00:00:00+02:00[Europe/Berlin]',
    });
  });

  it('says "end must be after start" at the end field', () => {
    expect(issuesOf({ ...base, endTime: '12:00' })).toEqual([['endTime', 'end_before_start']]);
    expect(issuesOf({ ...base, endTime: '13:00' })).toEqual([['endTime', 'end_before_start']]);
    expect(issuesOf({ ...base, wholeDays: true, endDate: '2026-07-12' })).toEqual([['endDate', 'end_before_start']]);
    expect(issuesOf({ ...base, wholeDays: true, startTime: '', endTime: '' })).toEqual([]);
  });

  it('needs times unless whole days', () => {
    expect(issuesOf({ ...base, startTime: '', endTime: '' }).map(([path]) => path)).toEqual(['startTime', 'endTime']);
  });

  it('shows an absence of whole days as its first and last day, and a break with its times', () => {
    const vacation = {
      id: 'a1',
      employee: { id: 'e1', first_name: 'Lea', last_name: 'Fischer' },
      kind: 'vacation' as const,
      start: '2026-07-13T00:00:00+02:00[Europe/Berlin]',
      end: '2026-07-18T00:00:00+02:00[Europe/Berlin]',
      reason: 'Summer',
      notes: null,
    };
    expect(absenceValues(vacation, BERLIN)).toMatchObject({
      wholeDays: true,
      startDate: '2026-07-13',
      endDate: '2026-07-17',
      reason: 'Summer',
      notes: '',
    });
    const lunch = { ...vacation, kind: 'break' as const, end: '2026-07-13T00:30:00+02:00[Europe/Berlin]' };
    expect(absenceValues(lunch, BERLIN)).toMatchObject({
      wholeDays: false,
      startTime: '00:00',
      endDate: '2026-07-13',
      endTime: '00:30',
    });
  });

  it('prefills from the grid link, or the view day', () => {
    const query = new URLSearchParams({ employee: 'e1', start: '2026-07-13T11:00:00Z', end: '2026-07-13T12:00:00Z' });
    expect(newAbsenceValues(query, '2026-07-01', BERLIN, ['e1'])).toMatchObject({
      employee: 'e1',
      startDate: '2026-07-13',
      startTime: '13:00',
      endTime: '14:00',
    });
    expect(newAbsenceValues(new URLSearchParams(), '2026-07-01', BERLIN, ['e1'])).toMatchObject({
      employee: '',
      startDate: '2026-07-01',
      endDate: '2026-07-01',
      startTime: '',
    });
  });
});
