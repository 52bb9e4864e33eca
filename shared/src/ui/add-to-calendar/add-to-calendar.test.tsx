import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { axeViolations } from '../../testing/check-axe';
import { renderWithIntl } from '../../testing/render-with-intl';
import { AddToCalendar } from './add-to-calendar';

const event = {
  title: 'Cut at Main',
  start: new Date('2026-03-04T09:00:00Z'),
  end: new Date('2026-03-04T09:30:00Z'),
  location: 'Main, Weg 1, 10115 Berlin',
  details: 'Cut with Ana',
};

describe('AddToCalendar', () => {
  it('offers the .ics download, Google Calendar and Outlook filled with the booking', () => {
    renderWithIntl(<AddToCalendar icsUrl="https://api.example/calendar.ics" event={event} />);
    const ics = screen.getByRole('link', { name: 'Add to calendar' });
    expect(ics.getAttribute('href')).toBe('https://api.example/calendar.ics');
    expect(ics.hasAttribute('download')).toBe(true);
    const google = screen.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    expect(google.getAttribute('href')).toContain('dates=20260304T090000Z%2F20260304T093000Z');
    expect(google.getAttribute('target')).toBe('_blank');
    const outlook = screen.getByRole('link', { name: 'Outlook (opens in a new tab)' });
    expect(outlook.getAttribute('href')).toContain('location=Main%2C+Weg+1%2C+10115+Berlin');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<AddToCalendar icsUrl="/calendar.ics" event={event} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
