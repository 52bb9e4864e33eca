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

function Times({ chosen }: { chosen: string[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SlotList
      name="slot"
      legend="Free times"
      slots={SLOTS}
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

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<Times chosen={[]} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
