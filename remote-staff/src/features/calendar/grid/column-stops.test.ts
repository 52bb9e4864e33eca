import { dayNumber } from '@booking/shared/time/local-date';
import { describe, expect, it } from '@rstest/core';
import type { GridItem } from './calendar-items';
import { allDay, columnStops, inGrid } from './column-stops';
import { layoutCrowded } from './crowded-lanes';
import type { GridColumn } from './grid-column';
import { columnSpan } from './grid-geometry';
import { type LaneRoom, UNLIMITED } from './lane-room';

const ZONE = 'Europe/Berlin';
const span = columnSpan(dayNumber('2026-11-24'), { startMinute: 9 * 60, endMinute: 10 * 60 }, ZONE);
const at = (minutes: number) => span.start + minutes * 60_000;

const item = (key: string, kind: GridItem['kind'], start: number, end: number) =>
  ({ key, kind, start, end }) as GridItem;

const column = (items: GridItem[]): GridColumn => ({
  key: 'anna',
  label: 'Anna',
  name: 'Anna',
  employeeId: 'anna',
  span,
  open: [span],
  items,
  today: false,
});

const stopsOf = (c: GridColumn, room: LaneRoom = UNLIMITED) => columnStops(c, layoutCrowded(inGrid(c), room));

describe('columnStops', () => {
  it('has a stop for every free slot and every item, keyed by column', () => {
    const keys = stopsOf(column([item('appointment:a', 'appointment', at(15), at(45))])).map((s) => s.key);
    expect(keys).toEqual(['anna@0', 'anna@15', 'anna@30', 'anna@45', 'anna#appointment:a']);
  });

  it('leaves an absence over the whole day out of the stops: the column head says it once', () => {
    const sick = item('absence:s', 'absence', at(-60), at(120));
    expect(stopsOf(column([sick])).map((s) => s.key)).toEqual(['anna@0', 'anna@15', 'anna@30', 'anna@45']);
    expect(allDay(column([sick]))).toEqual([sick]);
  });

  it('stops at a "+N more" mark instead of the items it stands for', () => {
    const crowded = column([
      item('appointment:a', 'appointment', at(0), at(30)),
      item('appointment:b', 'appointment', at(0), at(30)),
      item('appointment:c', 'appointment', at(15), at(45)),
    ]);
    const keys = stopsOf(crowded, { fit: 1, beside: 1 })
      .filter((s) => s.kind === 'item')
      .map((s) => s.key);
    expect(keys).toEqual(['anna#appointment:a', `anna#more:${at(0)}`]);
  });
});
