import { describe, expect, it } from '@rstest/core';
import { splitAbsenceBands } from './absence-bands';
import type { GridItem } from './calendar-items';

const MIN = 60_000;
const span = { start: 0, end: 720 * MIN };
const item = (key: string, kind: 'appointment' | 'absence', from: number, to: number, more: Partial<GridItem> = {}) =>
  ({
    key,
    kind,
    start: from * MIN,
    end: to * MIN,
    absenceKind: kind === 'absence' ? 'break' : null,
    reason: kind === 'absence' ? 'Lunch' : null,
    href: `absences/${key}`,
    employeeName: `Employee ${key}`,
    ...more,
  }) as GridItem;

describe('splitAbsenceBands', () => {
  it('merges the same break of several employees into one band and keeps appointments as items', () => {
    const { items, bands } = splitAbsenceBands(
      [
        item('a1', 'absence', 240, 270),
        item('a2', 'absence', 240, 270),
        item('a3', 'absence', 240, 270, { reason: 'Doctor' }),
        item('x', 'appointment', 60, 90),
      ],
      span,
    );
    expect(items.map((i) => i.key)).toEqual(['x']);
    expect(bands.map((b) => [b.reason, b.absences.map((a) => a.href)])).toEqual([
      ['Lunch', ['absences/a1', 'absences/a2']],
      ['Doctor', ['absences/a3']],
    ]);
    expect(bands[0]?.absences.map((a) => a.employeeName)).toEqual(['Employee a1', 'Employee a2']);
  });

  it('leaves a whole-day absence as an item, for the column head', () => {
    const { items, bands } = splitAbsenceBands([item('sick', 'absence', -60, 800, { absenceKind: 'sickness' })], span);
    expect(items.map((i) => i.key)).toEqual(['sick']);
    expect(bands).toEqual([]);
  });
});
