import { describe, expect, it } from '@rstest/core';
import {
  dayPath,
  newAppointmentHref,
  onlyCancelledChanged,
  screenOf,
  showsCancelled,
  weekPath,
  withCancelledShown,
} from './calendar-paths';

describe('calendar paths', () => {
  it('builds the day and week URLs of a branch', () => {
    expect(dayPath('mitte', '2026-11-24')).toBe('/staff/mitte/day/2026-11-24');
    expect(weekPath('mitte', '2026-11-24', 'e1')).toBe('/staff/mitte/week/2026-11-24?employee=e1');
    expect(weekPath('mitte', '2026-11-24')).toBe('/staff/mitte/week/2026-11-24');
  });

  it('keeps cancelled appointments shown in the URL, hidden when it says nothing', () => {
    expect(dayPath('mitte', '2026-11-24', true)).toBe('/staff/mitte/day/2026-11-24?cancelled=show');
    expect(weekPath('mitte', '2026-11-24', 'e1', true)).toBe('/staff/mitte/week/2026-11-24?employee=e1&cancelled=show');
    expect(showsCancelled(new URLSearchParams('employee=e1&cancelled=show'))).toBe(true);
    expect(showsCancelled(new URLSearchParams('employee=e1'))).toBe(false);
    expect(showsCancelled(new URLSearchParams('cancelled=yes'))).toBe(false);
    expect(withCancelledShown(new URLSearchParams('employee=e1'), true).toString()).toBe('employee=e1&cancelled=show');
    expect(withCancelledShown(new URLSearchParams('employee=e1&cancelled=show'), false).toString()).toBe('employee=e1');
  });

  it('needs no new read of the calendar when only cancelled appointments are shown or hidden', () => {
    const url = (path: string) => new URL(`http://localhost${path}`);
    const week = '/staff/mitte/week/2026-11-24';
    expect(onlyCancelledChanged(url(`${week}?employee=e1`), url(`${week}?employee=e1&cancelled=show`))).toBe(true);
    expect(onlyCancelledChanged(url(`${week}?cancelled=show`), url(week))).toBe(true);
    expect(onlyCancelledChanged(url(week), url(week))).toBe(false);
    expect(onlyCancelledChanged(url(week), url(`${week}?employee=e1&cancelled=show`))).toBe(false);
    expect(onlyCancelledChanged(url(week), url('/staff/mitte/week/2026-12-01?cancelled=show'))).toBe(false);
  });

  it('treats a dialog over a day as the same screen, another day or list search as another', () => {
    expect(screenOf('/staff/mitte/day/2026-11-24/appointments/42', '')).toBe(
      screenOf('/staff/mitte/day/2026-11-24', ''),
    );
    expect(screenOf('/staff/mitte/day/2026-11-25', '')).not.toBe(screenOf('/staff/mitte/day/2026-11-24', ''));
    expect(screenOf('/staff/mitte/list', '?q=emma')).not.toBe(screenOf('/staff/mitte/list', ''));
  });

  it('links a free spot to the new appointment dialog with its employee and start', () => {
    expect(newAppointmentHref('e1', '2026-11-24T10:15:00+01:00[Europe/Berlin]')).toBe(
      'appointments/new?employee=e1&start=2026-11-24T10%3A15%3A00%2B01%3A00%5BEurope%2FBerlin%5D',
    );
    expect(newAppointmentHref(null, null)).toBe('appointments/new');
  });
});
