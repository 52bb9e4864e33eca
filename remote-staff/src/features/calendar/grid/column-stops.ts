import type { AbsenceBand } from './absence-bands';
import type { GridItem } from './calendar-items';
import type { CrowdedLayout, MoreMark } from './crowded-lanes';
import type { GridColumn } from './grid-column';
import { placeInSpan, slotOffsets } from './grid-geometry';
import type { Stop } from './grid-navigation';

/** An absence over the whole column (a sick day, a holiday) is said once in the head, not as a lane. */
const coversColumn = (item: GridItem, column: GridColumn) =>
  item.kind === 'absence' && item.start <= column.span.start && item.end >= column.span.end;
export const allDay = (column: GridColumn) => column.items.filter((item) => coversColumn(item, column));
export const inGrid = (column: GridColumn) => column.items.filter((item) => !coversColumn(item, column));

/** Keys of the grid's focus stops, unique over all columns (a week shows one item per day column). */
export const slotKey = (column: GridColumn, offset: number) => `${column.key}@${offset}`;
export const itemKey = (column: GridColumn, item: GridItem) => `${column.key}#${item.key}`;
export const bandKey = (column: GridColumn, band: AbsenceBand) => `${column.key}#band:${band.key}`;
export const markKey = (column: GridColumn, mark: MoreMark) => `${column.key}#${mark.key}`;

/**
 * What the arrow keys move through in one column, top to bottom: free slots, the items drawn
 * (not those a "+N more" mark stands for), the marks and the bands.
 */
export function columnStops(column: GridColumn, layout: CrowdedLayout): Stop[] {
  const placed = (period: { start: number; end: number }, key: string): Stop[] => {
    const place = placeInSpan(period, column.span);
    return place ? [{ key, offset: place.top, kind: 'item' }] : [];
  };
  return [
    ...slotOffsets(column.span).map((offset): Stop => ({ key: slotKey(column, offset), offset, kind: 'slot' })),
    ...inGrid(column)
      .filter((item) => layout.placements.has(item.key))
      .flatMap((item) => placed(item, itemKey(column, item))),
    ...layout.marks.flatMap((mark) => placed(mark, markKey(column, mark))),
    ...(column.bands ?? []).flatMap((band) => placed(band, bandKey(column, band))),
  ];
}
