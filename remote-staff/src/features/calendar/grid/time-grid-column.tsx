import { Link } from '@booking/shared/router';
import { instantOf } from '@booking/shared/time/instant-of';
import { MINUTE_MS } from '@booking/shared/time/local-date';
import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { AbsenceBandBox } from './absence-band';
import { allDay, bandKey, inGrid, itemKey, markKey, slotKey } from './column-stops';
import type { CrowdedLayout, LanePlacement } from './crowded-lanes';
import type { GridColumn } from './grid-column';
import { placeInSpan, rem, SLOT_MINUTES, slotOffsets, spanMinutes } from './grid-geometry';
import { GridItemBox } from './grid-item-box';
import { MORE_STRIP_REM } from './lane-room';
import { MoreMarkBox } from './more-mark';
import type { useDragMove } from './use-drag-move';
import type { useRovingFocus } from './use-roving-focus';

interface TimeGridColumnProps {
  column: GridColumn;
  /** Which items are drawn in which lane, and the "+N more" marks (crowded-lanes.ts). */
  layout: CrowdedLayout;
  now: number;
  /** A time of day in the branch's zone, as the grid writes it ("9:15 AM"). */
  timeOf: (instant: number) => string;
  newHref: (column: GridColumn, start: number) => string;
  showEmployee: boolean;
  stopProps: ReturnType<typeof useRovingFocus>['stopProps'];
  drag: ReturnType<typeof useDragMove>;
}

/**
 * One column body of the time grid: shaded outside working hours, a link per free
 * 15-minute slot, absence bands behind, the line of now, and the items in lanes where they
 * overlap. Items are placed by elapsed time from the column's top, so a 23- or 25-hour
 * daylight-saving day is drawn as it is.
 */
export function TimeGridColumn({
  column,
  layout,
  now,
  timeOf,
  newHref,
  showEmployee,
  stopProps,
  drag,
}: TimeGridColumnProps) {
  const items = inGrid(column).filter((item) => layout.placements.has(item.key));
  const nowPlace = column.today ? placeInSpan({ start: now, end: now + 1 }, column.span) : null;
  return (
    <div className="time-grid-column" data-column={column.key} style={{ height: rem(spanMinutes(column.span)) }}>
      {(showEmployee || allDay(column).length === 0 ? column.open : []).map((period) => {
        const place = placeInSpan(period, column.span);
        return (
          place && (
            <div
              key={period.start}
              className="time-grid-open"
              aria-hidden="true"
              style={{ top: rem(place.top), height: rem(place.height) }}
            />
          )
        );
      })}
      {slotOffsets(column.span).map((offset) => {
        const start = column.span.start + offset * MINUTE_MS;
        const key = slotKey(column, offset);
        return (
          <Link
            key={key}
            to={newHref(column, start)}
            className={`time-grid-slot${offset % 60 === 0 ? ' is-hour' : ''}`}
            style={{ top: rem(offset), height: rem(SLOT_MINUTES) }}
            data-stop={key}
            {...stopProps(key)}
          >
            <span className="visually-hidden">
              <FormattedMessage id="staff.grid.freeSlot" values={{ name: column.name, clock: timeOf(start) }} />
            </span>
            <span className="time-grid-slot-time" aria-hidden="true">
              {timeOf(start)}
            </span>
          </Link>
        );
      })}
      {(column.bands ?? []).map((band) => {
        const place = placeInSpan(band, column.span);
        const key = bandKey(column, band);
        return (
          place && (
            <AbsenceBandBox
              key={band.key}
              band={band}
              stopKey={key}
              {...stopProps(key)}
              times={`${timeOf(band.start)}–${timeOf(band.end)}`}
              style={{ top: rem(place.top), height: rem(Math.max(place.height, SLOT_MINUTES)) }}
            />
          )
        );
      })}
      {nowPlace && (
        <div className="time-grid-now" style={{ top: rem(nowPlace.top) }}>
          <span className="visually-hidden">
            <FormattedMessage id="staff.grid.now" values={{ clock: timeOf(now) }} />
          </span>
        </div>
      )}
      {layout.marks.map((mark) => {
        const place = placeInSpan(mark, column.span);
        const key = markKey(column, mark);
        return (
          place &&
          column.moreHref && (
            <MoreMarkBox
              key={key}
              mark={mark}
              href={column.moreHref}
              day={column.name}
              from={timeOf(mark.start)}
              to={timeOf(mark.end)}
              stopKey={key}
              {...stopProps(key)}
              style={{
                top: rem(place.top),
                height: rem(Math.max(place.height, SLOT_MINUTES)),
                ...(mark.alone
                  ? {}
                  : { left: `calc(100% - ${MORE_STRIP_REM}rem)`, width: `${MORE_STRIP_REM - 0.125}rem` }),
              }}
            />
          )
        );
      })}
      {items.map((item) => {
        const place = placeInSpan(item, column.span);
        if (!place) return null;
        const lane = layout.placements.get(item.key) ?? FULL_WIDTH;
        const key = itemKey(column, item);
        const moved = drag.shiftOf(item.key);
        return (
          <GridItemBox
            key={key}
            item={item}
            stopKey={key}
            {...stopProps(key)}
            showEmployee={showEmployee}
            timeOf={(value) => timeOf(instantOf(value))}
            style={{
              top: rem(place.top),
              ...laneBox(lane, rem(Math.max(place.height, SLOT_MINUTES))),
              transform: moved ? `translate(${moved.x}px, ${rem(moved.minutes)})` : undefined,
            }}
            dragging={Boolean(moved)}
            pending={drag.pendingKey === item.key}
            dragHandlers={item.movable ? drag.handlersFor(item, column) : undefined}
          />
        );
      })}
    </div>
  );
}

const FULL_WIDTH: LanePlacement = { lane: 0, lanes: 1, crowded: false };

/**
 * Left, width and height of an item's box; in a crowded stretch the lanes share what the "+N"
 * strip leaves. Width and height go through variables: a box focused by keyboard opens up
 * beyond them to its whole text (time-grid.css).
 */
function laneBox({ lane, lanes, crowded }: LanePlacement, height: string) {
  const across = crowded ? `(100% - ${MORE_STRIP_REM}rem)` : '100%';
  return {
    left: `calc(${across} * ${lane / lanes} + 2px)`,
    '--lane-width': `calc(${across} / ${lanes} - 4px)`,
    '--item-height': height,
  } as CSSProperties;
}
