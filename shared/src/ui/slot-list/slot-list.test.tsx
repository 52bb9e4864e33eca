import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { SlotList } from './slot-list';

const SLOTS = [
  '2026-10-25T09:30:00+01:00[Europe/Berlin]',
  '2026-10-25T13:00:00+01:00[Europe/Berlin]',
  '2026-10-25T18:15:00+01:00[Europe/Berlin]',
];

function Times({
  chosen,
  slots = SLOTS,
  withZoneName,
}: {
  chosen: string[];
  slots?: string[];
  withZoneName?: boolean;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SlotList
      name="slot"
      legend="Free times"
      slots={slots}
      withZoneName={withZoneName}
      value={value}
      onChange={(slot) => {
        chosen.push(slot);
        setValue(slot);
      }}
    />
  );
}

describe('SlotList', () => {
  it('groups the times into morning, afternoon and evening, named by the branch wall time', () => {
    renderWithIntl(<Times chosen={[]} />);
    expect(within(screen.getByRole('group', { name: 'Morning' })).getByRole('radio', { name: '9:30 AM' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Afternoon' })).getByRole('radio', { name: '1:00 PM' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Evening' })).getByRole('radio', { name: '6:15 PM' })).toBeTruthy();
  });

  it('hands the chosen API time over unchanged and marks it checked', () => {
    const chosen: string[] = [];
    renderWithIntl(<Times chosen={chosen} />);
    fireEvent.click(screen.getByRole('radio', { name: '1:00 PM' }));
    expect(chosen).toEqual(['2026-10-25T13:00:00+01:00[Europe/Berlin]']);
    expect((screen.getByRole('radio', { name: '1:00 PM' }) as HTMLInputElement).checked).toBe(true);
  });

  it('moves focus with the arrow keys without choosing; Enter and Space choose the focused time', () => {
    const chosen: string[] = [];
    renderWithIntl(<Times chosen={chosen} />);
    const first = screen.getByRole('radio', { name: '9:30 AM' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1:00 PM' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '6:15 PM' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(chosen).toEqual([]);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();

    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(chosen).toEqual(['2026-10-25T18:15:00+01:00[Europe/Berlin]']);
    // Space is the radio's own: the browser checks it, which is a change like a click.
    fireEvent.click(first);
    expect(chosen).toEqual(['2026-10-25T18:15:00+01:00[Europe/Berlin]', SLOTS[0]]);
  });

  it('names the zone once for the list, not on every time', () => {
    renderWithIntl(<Times chosen={[]} withZoneName />);
    expect(screen.getAllByText(/^Times in /)).toHaveLength(1);
    expect(screen.getByText('Times in GMT+1')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '9:30 AM' })).toBeTruthy();
  });

  it('names the zone on each time of the autumn DST day, where 2:30 comes twice', () => {
    const twice = ['2026-10-25T02:30:00+02:00[Europe/Berlin]', '2026-10-25T02:30:00+01:00[Europe/Berlin]'];
    renderWithIntl(<Times chosen={[]} slots={twice} withZoneName />);
    expect(screen.queryByText(/^Times in /)).toBeNull();
    expect(screen.getByRole('radio', { name: '2:30 AM GMT+2' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '2:30 AM GMT+1' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<Times chosen={[]} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
