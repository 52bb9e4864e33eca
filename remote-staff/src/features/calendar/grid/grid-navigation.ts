/** Something in the grid the keyboard can stop at: a free slot or an item, at minutes from the column's top. */
export interface Stop {
  key: string;
  offset: number;
  kind: 'item' | 'slot';
}

export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';
export const GRID_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

/** A column's stops in reading order: by time, an item before the slot it starts at. */
export function orderStops(stops: readonly Stop[]): Stop[] {
  return [...stops].sort((a, b) => a.offset - b.offset || (a.kind === b.kind ? 0 : a.kind === 'item' ? -1 : 1));
}

/**
 * The stop an arrow key leads to (one Tab stop for the whole grid, arrows inside it):
 * up and down through a column's stops in time order, left and right to the stop of the
 * next column nearest in time (an item wins a tie, it is what one looks for), Home and End
 * to the first and last of the column. Null at an edge: focus stays.
 */
export function nextStop(columns: readonly Stop[][], current: string, key: GridKey): string | null {
  const column = columns.findIndex((stops) => stops.some((stop) => stop.key === current));
  if (column === -1) return columns.find((stops) => stops.length > 0)?.[0]?.key ?? null;
  const stops = columns[column] ?? [];
  const index = stops.findIndex((stop) => stop.key === current);
  const here = stops[index];
  if (!here) return null;
  switch (key) {
    case 'ArrowUp':
      return stops[index - 1]?.key ?? null;
    case 'ArrowDown':
      return stops[index + 1]?.key ?? null;
    case 'Home':
      return stops[0]?.key ?? null;
    case 'End':
      return stops[stops.length - 1]?.key ?? null;
    case 'ArrowLeft':
    case 'ArrowRight': {
      const target = columns[column + (key === 'ArrowLeft' ? -1 : 1)];
      if (!target) return null;
      let best: Stop | null = null;
      for (const stop of target) {
        if (!best || Math.abs(stop.offset - here.offset) < Math.abs(best.offset - here.offset)) best = stop;
      }
      return best?.key ?? null;
    }
  }
}
