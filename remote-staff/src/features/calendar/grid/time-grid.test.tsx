import { axeViolations } from '@booking/shared/testing/check-axe';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { dayNumber } from '@booking/shared/time/local-date';
import { describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../i18n/en.json';
import type { AbsenceBand } from './absence-bands';
import type { GridItem } from './calendar-items';
import { columnSpan } from './grid-geometry';
import { type GridColumn, TimeGrid } from './time-grid';

const ZONE = 'Europe/Berlin';
const DAY = '2026-11-24';
const span = columnSpan(dayNumber(DAY), { startMinute: 9 * 60, endMinute: 12 * 60 }, ZONE);
const at = (minutes: number) => span.start + minutes * 60_000;

function appointment(id: string, from: number, to: number, more: Partial<GridItem> = {}): GridItem {
  return {
    key: `appointment:${id}`,
    kind: 'appointment',
    id,
    employeeId: 'anna',
    employeeName: 'Anna Schmidt',
    start: at(from),
    end: at(to),
    startValue: formatZoned(at(from), ZONE),
    endValue: formatZoned(at(to), ZONE),
    name: `Customer ${id}`,
    services: ['Haircut'],
    state: 'booked',
    absenceKind: null,
    reason: null,
    hasNotes: false,
    match: null,
    movable: true,
    href: `appointments/${id}`,
    ...more,
  };
}

const columns: GridColumn[] = [
  {
    key: 'anna',
    label: 'Anna Schmidt',
    name: 'Anna Schmidt',
    employeeId: 'anna',
    span,
    open: [span],
    today: false,
    items: [
      appointment('a', 60, 120, { hasNotes: true }),
      appointment('b', 90, 150, { match: 'new' }),
      appointment('c', 0, 30, { state: 'cancelled', movable: false }),
      appointment('d', 150, 180, { state: 'no_show', movable: false, match: 'matched' }),
    ],
  },
  {
    key: 'ben',
    label: 'Ben Richter',
    name: 'Ben Richter',
    employeeId: 'ben',
    span,
    open: [span],
    today: false,
    items: [],
  },
];

function renderGrid(shown: GridColumn[] = columns) {
  const router = createMemoryRouter(
    [
      {
        path: '/day',
        element: (
          <TimeGrid
            columns={shown}
            zone={ZONE}
            label="Appointments on Tuesday"
            now={span.start}
            newHref={(column, start) => `appointments/new?employee=${column.employeeId}&start=${start}`}
            onMove={async () => ({ ok: true })}
          />
        ),
      },
    ],
    { initialEntries: ['/day'] },
  );
  return renderWithIntl(<RouterProvider router={router} />, en);
}

describe('TimeGrid', () => {
  it('lays two overlapping appointments side by side and the others full width', () => {
    renderGrid();
    const style = (name: RegExp) =>
      (screen.getByRole('link', { name }) as HTMLElement).style.getPropertyValue('--lane-width');
    expect(style(/Customer a/)).toBe('calc(100% / 2 - 4px)');
    expect(style(/Customer b/)).toBe('calc(100% / 2 - 4px)');
    expect(style(/Customer c/)).toBe('calc(100% / 1 - 4px)');
  });

  it('shows a crowded stretch of a week day as "+N more", a link to the day, when the lanes do not fit', () => {
    const crowded = ['x', 'y', 'z'].map((id) => appointment(id, 60, 90, { employeeId: id }));
    renderGrid([{ ...columns[1], items: crowded, moreHref: '/staff/mitte/day/2026-11-24' } as GridColumn]);
    // Unmeasured here (no layout in the test DOM): the narrowest column, where only the mark fits.
    const more = screen.getByRole('link', {
      name: /^\+3 more appointments from 10:00\sAM to 10:30\sAM on Ben Richter: open the day$/,
    });
    expect(more.getAttribute('href')).toBe('/staff/mitte/day/2026-11-24');
    expect(more.title).toMatch(/^\+3 more appointments from .+: open the day$/);
    expect(screen.queryByRole('link', { name: /Customer x/ })).toBeNull();
  });

  it('gives every box its whole text on hover, also where a narrow lane cuts it', () => {
    renderGrid();
    const box = screen.getByRole('link', { name: /Customer b/ });
    expect(box.getAttribute('title')).toMatch(
      /^10:30\sAM–11:30\sAM · Customer b, Haircut · Online booking: new customer$/,
    );
  });

  it('says cancelled and no-show in words, struck through, and marks notes', () => {
    renderGrid();
    const cancelled = screen.getByRole('link', { name: /Customer c/ });
    expect(cancelled.textContent).toContain('Cancelled');
    expect(cancelled.querySelector('.grid-item-struck')?.textContent).toBe('Customer c');
    expect(screen.getByRole('link', { name: /Customer d/ }).textContent).toContain('Did not arrive');
    expect(screen.getByRole('link', { name: /Customer a/ }).textContent).toContain('Has notes');
    expect(screen.getByRole('link', { name: /Customer b/ }).textContent).not.toContain('Has notes');
  });

  it("names an online booking's customer match, and nothing for a staff booking", () => {
    renderGrid();
    expect(screen.getByRole('link', { name: /Customer b/ }).textContent).toContain('Online booking: new customer');
    expect(screen.getByRole('link', { name: /Customer d/ }).textContent).toContain(
      'Online booking: matched to a customer',
    );
    expect(screen.getByRole('link', { name: /Customer a/ }).textContent).not.toContain('Online booking');
  });

  it('is one Tab stop, and the arrow keys move it between slots and items', async () => {
    renderGrid();
    const grid = screen.getByRole('group', { name: 'Appointments on Tuesday' });
    const stops = () => grid.querySelectorAll('[tabindex="0"]');
    expect(stops()).toHaveLength(1);
    // The first item in time opens the tab order: the cancelled one at 9:00.
    expect(stops()[0]?.textContent).toContain('Customer c');
    const first = stops()[0] as HTMLElement;
    first.focus();
    await act(async () => fireEvent.keyDown(first, { key: 'ArrowRight' }));
    expect(document.activeElement?.textContent).toContain('New appointment: Ben Richter, 9:00');
    expect(stops()).toHaveLength(1);
    await act(async () => fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' }));
    expect(document.activeElement?.textContent).toContain('New appointment: Ben Richter, 9:15');
  });

  it('has no axe violations', async () => {
    const { container } = renderGrid();
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('absence bands (the week of all employees)', () => {
    const slug = (name: string) => name.split(' ')[0]?.toLowerCase();
    const band = (key: string, from: number, to: number, who: string[]): AbsenceBand => ({
      key,
      kind: 'break',
      reason: key,
      start: at(from),
      end: at(to),
      absences: who.map((name) => ({ key: `absence:${name}`, href: `absences/${slug(name)}`, employeeName: name })),
    });
    const week: GridColumn[] = [
      {
        key: DAY,
        label: 'Tue, Nov 24',
        name: 'Tuesday, November 24',
        employeeId: null,
        span,
        open: [span],
        today: false,
        items: [],
        bands: [band('Errand', 30, 60, ['Anna Schmidt']), band('Lunch', 120, 150, ['Anna Schmidt', 'Ben Richter'])],
      },
    ];

    it("opens one employee's absence from its label, named by what, who and when", () => {
      renderGrid(week);
      const link = screen.getByRole('link', { name: /^Break: Errand · Anna Schmidt\s*, 9:30\sAM–10:00\sAM$/ });
      expect(link.getAttribute('href')).toBe('/day/absences/anna');
    });

    it('offers the absence of each employee a shared band stands for', () => {
      renderGrid(week);
      const button = screen.getByRole('button', { name: /^Break: Lunch · 2 employees/ });
      const menu = document.getElementById(button.getAttribute('popovertarget') ?? '');
      expect(menu?.getAttribute('popover')).toBe('auto');
      const links = [...(menu?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);
      expect(links).toEqual([
        ['Anna Schmidt', '/day/absences/anna'],
        ['Ben Richter', '/day/absences/ben'],
      ]);
    });

    it('makes the bands stops of the arrow keys, in time order with the free slots', async () => {
      renderGrid(week);
      const slot = screen.getByRole('link', { name: /New appointment: Tuesday, November 24, 9:15/ });
      await act(async () => slot.focus());
      await act(async () => fireEvent.keyDown(slot, { key: 'ArrowDown' }));
      expect(document.activeElement?.textContent).toContain('Break: Errand');
      await act(async () => fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' }));
      expect(document.activeElement?.textContent).toContain('New appointment: Tuesday, November 24, 9:30');
    });

    it('has no axe violations', async () => {
      const { container } = renderGrid(week);
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
