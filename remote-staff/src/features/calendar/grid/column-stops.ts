import type { AbsenceBand } from './absence-bands';
import type { GridItem } from './calendar-items';
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

/** What the arrow keys move through in one column, top to bottom: free slots, items and bands. */
export function columnStops(column: GridColumn): Stop[] {
  return [
    ...slotOffsets(column.span).map((offset): Stop => ({ key: slotKey(column, offset), offset, kind: 'slot' })),
    ...inGrid(column).flatMap((item): Stop[] => {
      const place = placeInSpan(item, column.span);
      return place ? [{ key: itemKey(column, item), offset: place.top, kind: 'item' }] : [];
    }),
    ...(column.bands ?? []).flatMap((band): Stop[] => {
      const place = placeInSpan(band, column.span);
      return place ? [{ key: bandKey(column, band), offset: place.top, kind: 'item' }] : [];
    }),
  ];
}
