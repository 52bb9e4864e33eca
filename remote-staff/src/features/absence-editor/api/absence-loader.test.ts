import type { StaffCalendarResponse } from '@booking/shared/contract/staff-calendar';
import { fakeApi } from '@booking/shared/testing/fake-api';
import { jsonAnswer } from '@booking/shared/testing/fake-transport';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { absenceLoader } from './absence-loader';

const branch = { slug: 'mitte', name: 'Mitte', timezone: 'Europe/Berlin', country: 'DE' };
const calendarOf = (day: string): StaffCalendarResponse => ({
  results: { branch, from: day, to: day, opening_hours: [], employees: [], appointments: [], absences: [] },
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi((url) => jsonAnswer(200, calendarOf(url.searchParams.get('from') ?? '')));
  // The clock at the process boundary: 00:30 on 7 December in Berlin, 23:30 UTC on the 6th.
  rs.useFakeTimers({ toFake: ['Date'] });
  rs.setSystemTime(Date.parse('2026-12-07T00:30:00+01:00'));
});
afterEach(() => {
  rs.useRealTimers();
  api.restore();
});

function load(date: string) {
  const url = new URL(`http://staff.test/staff/mitte/day/${date}/absences/new`);
  return absenceLoader({
    params: { branch: 'mitte', date },
    request: new Request(url),
    url,
    pattern: '/staff/:branch/day/:date/absences/new',
    context: {},
  });
}

describe('a new absence just after midnight in the branch', () => {
  it('starts on the date of the view it opens over', async () => {
    const loaded = await load('2026-12-07');
    expect(loaded.ok && loaded.data.viewDate).toBe('2026-12-07');
  });

  it('is not found over a view whose date is no calendar date, as that view is, rather than taking a day of its own', async () => {
    for (const date of ['someday', '2026-02-30']) {
      const refused = await load(date).catch((thrown: unknown) => thrown);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(404);
    }
    expect(api.asked).toEqual([]);
  });
});
