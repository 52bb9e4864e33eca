import type { StaffBranchListResponse, StaffCalendarResponse } from '@booking/shared/contract/staff-calendar';
import { fakeApi } from '@booking/shared/testing/fake-api';
import { jsonAnswer } from '@booking/shared/testing/fake-transport';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { listLoader } from './list-loader';

const branch = { slug: 'mitte', name: 'Mitte', timezone: 'Europe/Berlin', country: 'DE' };
const branches: StaffBranchListResponse = {
  results: {
    branches: [
      {
        ...branch,
        id: '00000000-0000-4000-8000-000000000001',
        street: 'Torstraße 1',
        zip: '10119',
        city: 'Berlin',
        closed: false,
      },
    ],
  },
};
const calendarOf = (day: string): StaffCalendarResponse => ({
  results: { branch, from: day, to: day, opening_hours: [], employees: [], appointments: [], absences: [] },
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi((url) => {
    if (url.pathname === '/v0/staff/branches') return jsonAnswer(200, branches);
    if (url.pathname.endsWith('/calendar')) return jsonAnswer(200, calendarOf(url.searchParams.get('from') ?? ''));
    return jsonAnswer(200, { results: { appointments: [], next_offset: null } });
  });
  // The clock at the process boundary: 00:30 on 7 December in Berlin, 23:30 UTC on the 6th.
  rs.useFakeTimers({ toFake: ['Date'] });
  rs.setSystemTime(Date.parse('2026-12-07T00:30:00+01:00'));
});
afterEach(() => {
  rs.useRealTimers();
  api.restore();
});

describe('the list of appointments just after midnight in the branch', () => {
  it("reads the branch's calendar of its own date, not UTC's", async () => {
    const url = new URL('http://staff.test/staff/mitte/list');
    await listLoader({
      params: { branch: 'mitte' },
      request: new Request(url),
      url,
      pattern: '/staff/:branch/list',
      context: {},
    });
    const calendar = api.asked.find((url) => url.pathname.endsWith('/calendar'));
    expect(calendar?.searchParams.get('from')).toBe('2026-12-07');
    expect(calendar?.searchParams.get('to')).toBe('2026-12-07');
  });
});
