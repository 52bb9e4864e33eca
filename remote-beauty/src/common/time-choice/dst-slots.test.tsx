import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { SlotList } from '@booking/shared/ui/slot-list/slot-list';
import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { slotsByDay } from './slot-days';

// Free times as the API lists them across Berlin's two DST days of 2026.
const API_SLOTS = [
  '2026-03-28T23:30:00+01:00[Europe/Berlin]',
  '2026-03-29T01:30:00+01:00[Europe/Berlin]',
  '2026-03-29T03:30:00+02:00[Europe/Berlin]',
  '2026-03-29T12:00:00+02:00[Europe/Berlin]',
  '2026-03-29T17:00:00+02:00[Europe/Berlin]',
  '2026-10-25T02:30:00+02:00[Europe/Berlin]',
  '2026-10-25T02:30:00+01:00[Europe/Berlin]',
  '2026-10-25T16:59:00+01:00[Europe/Berlin]',
];

function Day({ date }: { date: string }) {
  const slots = slotsByDay(API_SLOTS.map((start) => ({ start, date: start.slice(0, 10) }))).get(date) ?? [];
  return <SlotList name="slot" legend="Free times" slots={slots} value={null} onChange={() => {}} />;
}

const names = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

describe('a DST day in the branch zone', () => {
  it('shows spring-forward times by the Berlin wall clock, the hour that does not exist skipped', () => {
    renderWithIntl(<Day date="2026-03-29" />);
    expect(names('Morning')).toEqual(API_SLOTS.slice(1, 3));
    expect(screen.getByRole('radio', { name: '1:30 AM' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '3:30 AM' })).toBeTruthy();
    expect(names('Afternoon')).toEqual([API_SLOTS[3]]);
    expect(names('Evening')).toEqual([API_SLOTS[4]]);
  });

  it('lists both 02:30s of the autumn day in the morning and 16:59 in the afternoon', () => {
    renderWithIntl(<Day date="2026-10-25" />);
    expect(names('Morning')).toEqual(API_SLOTS.slice(5, 7));
    expect(screen.getAllByRole('radio', { name: '2:30 AM' })).toHaveLength(2);
    expect(names('Afternoon')).toEqual([API_SLOTS[7]]);
    expect(screen.queryByRole('group', { name: 'Evening' })).toBeNull();
  });

  it('keeps the late Saturday time on Saturday and shows it at its Berlin wall time', () => {
    renderWithIntl(<Day date="2026-03-28" />);
    expect(names('Evening')).toEqual([API_SLOTS[0]]);
    expect(screen.getByRole('radio', { name: '11:30 PM' })).toBeTruthy();
  });
});
