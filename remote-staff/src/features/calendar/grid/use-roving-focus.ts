import { type KeyboardEvent, type RefObject, useMemo, useState } from 'react';
import { columnStops } from './column-stops';
import type { CrowdedLayout } from './crowded-lanes';
import type { GridColumn } from './grid-column';
import { GRID_KEYS, type GridKey, nextStop, orderStops } from './grid-navigation';

/**
 * The grid's one Tab stop (roving tabindex): the focused stop, or else the first item, or
 * else the first free slot, has tabindex 0; arrow keys move focus between the stops of
 * the columns (grid-navigation.ts decides where to). A stop is any element with
 * `data-stop={key}` inside `gridRef`.
 */
export function useRovingFocus(
  columns: GridColumn[],
  layouts: CrowdedLayout[],
  gridRef: RefObject<HTMLDivElement | null>,
) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const stops = useMemo(
    () =>
      columns.map((column, index) =>
        orderStops(columnStops(column, layouts[index] ?? { placements: new Map(), marks: [] })),
      ),
    [columns, layouts],
  );
  const allKeys = useMemo(() => new Set(stops.flat().map((s) => s.key)), [stops]);
  // A stop that left the grid (a moved appointment, another day) hands the Tab stop on.
  const activeKey =
    focusKey && allKeys.has(focusKey)
      ? focusKey
      : (stops.flat().find((s) => s.kind === 'item')?.key ?? stops[0]?.[0]?.key ?? null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!GRID_KEYS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    // Only from a stop of the grid: not from inside something it holds (a band's menu).
    if (!(event.target instanceof HTMLElement) || !event.target.dataset.stop) return;
    const target = nextStop(stops, activeKey ?? '', event.key as GridKey);
    event.preventDefault();
    if (!target) return;
    setFocusKey(target);
    gridRef.current?.querySelector<HTMLElement>(`[data-stop="${CSS.escape(target)}"]`)?.focus();
  }

  /** The props of the stop with this key: in the Tab order when active, and active once focused. */
  const stopProps = (key: string) => ({ tabIndex: key === activeKey ? 0 : -1, onFocus: () => setFocusKey(key) });

  return { onKeyDown, stopProps };
}
