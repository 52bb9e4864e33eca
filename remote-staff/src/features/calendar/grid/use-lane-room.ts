import { type RefObject, useLayoutEffect, useState } from 'react';
import { type LaneRoom, laneRoom } from './lane-room';

/**
 * The lanes the grid's columns have room for, measured from the first column's width (all
 * columns are equally wide) and again whenever the grid is resized. Measured before the
 * first paint, so a busy day never shows its slivers for a frame.
 */
export function useLaneRoom(gridRef: RefObject<HTMLDivElement | null>): LaneRoom {
  const [room, setRoom] = useState<LaneRoom>(() => laneRoom(0));
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const measure = () => {
      const column = grid.querySelector('.time-grid-column');
      if (!column) return;
      const remPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const next = laneRoom(column.getBoundingClientRect().width / remPx);
      setRoom((now) => (now.fit === next.fit && now.beside === next.beside ? now : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    return () => observer.disconnect();
  }, [gridRef]);
  return room;
}
