import type { ApiError } from '@booking/shared/api-client/call';
import { MINUTE_MS } from '@booking/shared/time/local-date';
import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import type { GridItem } from './calendar-items';
import type { GridColumn } from './grid-column';
import { placeInSpan, snapOffset, spanMinutes } from './grid-geometry';

/** How a move ended: done (the grid shows it), or refused with the API's error (null: no answer). */
export type MoveOutcome = { ok: true } | { ok: false; error: ApiError | null };

interface Drag {
  item: GridItem;
  from: number;
  pointer: number;
  startX: number;
  startY: number;
  /** Column bodies' left and right edges and the pixels per minute, read when the drag starts. */
  columns: { left: number; right: number }[];
  pxPerMinute: number;
  top: number;
  moving: boolean;
}

/** Where the dragged item is shown meanwhile: pixels across, minutes down. */
interface Shift {
  key: string;
  column: number;
  offset: number;
  x: number;
  minutes: number;
}

const THRESHOLD_PX = 5;

/**
 * Drag and drop of appointments with pointer events (mouse, pen and touch alike): past a
 * few pixels the item follows the pointer, snapped to 15 minutes and to the column under
 * it; on release the move is sent. While it is on its way the item stays where it was
 * dropped; refused, it returns and the reason is shown.
 */
export function useDragMove({
  columns,
  gridRef,
  onMove,
}: {
  columns: GridColumn[];
  gridRef: RefObject<HTMLDivElement | null>;
  onMove: (item: GridItem, start: number, column: GridColumn) => Promise<MoveOutcome>;
}) {
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const [shift, setShift] = useState<Shift | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: ApiError | null } | null>(null);

  function columnBodies(): HTMLElement[] {
    return [...(gridRef.current?.querySelectorAll<HTMLElement>('.time-grid-column') ?? [])];
  }

  function shiftFor(current: Drag, clientX: number, clientY: number): Shift {
    const under = current.columns.findIndex((c) => clientX >= c.left && clientX < c.right);
    const column = under === -1 ? current.from : under;
    const target = columns[column];
    const duration = (current.item.end - current.item.start) / MINUTE_MS;
    const wanted = current.top + (clientY - current.startY) / current.pxPerMinute;
    const offset = target ? snapOffset(wanted, duration, spanMinutes(target.span)) : current.top;
    const x = (current.columns[column]?.left ?? 0) - (current.columns[current.from]?.left ?? 0);
    return { key: current.item.key, column, offset, x, minutes: offset - current.top };
  }

  function handlersFor(item: GridItem, column: GridColumn) {
    return {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0 || pendingKey) return;
        const from = columns.findIndex((c) => c.key === column.key);
        const bodies = columnBodies();
        const body = bodies[from];
        const place = placeInSpan(item, column.span);
        if (!body || !place) return;
        const rect = body.getBoundingClientRect();
        drag.current = {
          item,
          from,
          pointer: event.pointerId,
          startX: event.clientX,
          startY: event.clientY,
          columns: bodies.map((b) => {
            const r = b.getBoundingClientRect();
            return { left: r.left, right: r.right };
          }),
          pxPerMinute: rect.height / spanMinutes(column.span),
          top: place.top,
          moving: false,
        };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = drag.current;
        if (!current || current.pointer !== event.pointerId) return;
        if (!current.moving) {
          if (Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < THRESHOLD_PX) return;
          current.moving = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          setFailure(null);
        }
        setShift(shiftFor(current, event.clientX, event.clientY));
      },
      async onPointerUp(event: PointerEvent<HTMLElement>) {
        const current = drag.current;
        drag.current = null;
        if (!current?.moving || current.pointer !== event.pointerId) return;
        suppressClick.current = true;
        const dropped = shiftFor(current, event.clientX, event.clientY);
        const target = columns[dropped.column];
        if (!target || (dropped.column === current.from && dropped.offset === current.top)) {
          setShift(null);
          return;
        }
        setShift(dropped);
        setPendingKey(item.key);
        const outcome = await onMove(item, target.span.start + dropped.offset * MINUTE_MS, target);
        setPendingKey(null);
        setShift(null);
        if (!outcome.ok) setFailure({ key: item.key, error: outcome.error });
      },
      onPointerCancel() {
        drag.current = null;
        setShift(null);
      },
      onClick(event: { preventDefault: () => void }) {
        // The click that ends a drag is not a request to open the appointment.
        if (suppressClick.current) {
          suppressClick.current = false;
          event.preventDefault();
        }
      },
    };
  }

  return {
    handlersFor,
    pendingKey,
    failure,
    dismiss: () => setFailure(null),
    shiftOf: (key: string) => (shift?.key === key ? shift : null),
  };
}
