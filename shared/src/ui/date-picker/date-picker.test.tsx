import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { DatePicker } from './date-picker';

function Picker({ chosen }: { chosen: string[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DatePicker
      label="Date"
      value={value}
      first="2026-11-24"
      last="2027-02-24"
      fullyBooked={['2026-11-26']}
      closed={['2026-11-30']}
      onChange={(date) => {
        chosen.push(date);
        setValue(date);
      }}
    />
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('DatePicker', () => {
  it('opens on the first bookable month and lets a day in the window be chosen', () => {
    const chosen: string[] = [];
    renderWithIntl(<Picker chosen={chosen} />);
    expect(screen.getByRole('grid', { name: /November 2026/ })).toBeTruthy();
    fireEvent.click(day(/November 25, 2026/));
    expect(chosen).toEqual(['2026-11-25']);
    expect(
      day(/November 25, 2026/)
        .closest('[aria-selected]')
        ?.getAttribute('aria-selected'),
    ).toBe('true');
  });

  it("names the month buttons in the visitor's language, not the library's English", () => {
    renderWithIntl(<Picker chosen={[]} />);
    expect(screen.getByRole('button', { name: 'Next month' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Go to the/ })).toBeNull();
  });

  it('disables days before the lead-time window', () => {
    renderWithIntl(<Picker chosen={[]} />);
    expect(day(/November 23, 2026/).disabled).toBe(true);
    expect(day(/November 24, 2026/).disabled).toBe(false);
  });

  it('disables a fully booked day and says so in its name', () => {
    const chosen: string[] = [];
    renderWithIntl(<Picker chosen={chosen} />);
    const booked = day(/November 26, 2026/);
    expect(booked.getAttribute('aria-label')).toMatch(/fully booked$/);
    expect(booked.disabled).toBe(true);
    fireEvent.click(booked);
    expect(chosen).toEqual([]);
  });

  it('disables a day the business is closed on and says so in its name', () => {
    const chosen: string[] = [];
    renderWithIntl(<Picker chosen={chosen} />);
    const closed = day(/November 30, 2026/);
    expect(closed.getAttribute('aria-label')).toMatch(/, closed$/);
    expect(closed.disabled).toBe(true);
    fireEvent.click(closed);
    expect(chosen).toEqual([]);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<Picker chosen={[]} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
