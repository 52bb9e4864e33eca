import { Link } from '@booking/shared/router';
import { MINUTE_MS } from '@booking/shared/time/local-date';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MoveErrorText } from '../components/move-error';
import { ABSENCE_MESSAGES } from '../state-messages';
import { AbsenceBandBox } from './absence-band';
import type { AbsenceBand } from './absence-bands';
import type { GridItem } from './calendar-items';
import type { GridColumn } from './grid-column';
import { hourMarks, placeInSpan, SLOT_MINUTES, slotOffsets, spanMinutes } from './grid-geometry';
import { GridItemBox } from './grid-item-box';
import { GRID_KEYS, type GridKey, nextStop, orderStops, type Stop } from './grid-navigation';
import { layoutOverlaps } from './overlap-layout';
import { type MoveOutcome, useDragMove } from './use-drag-move';
import './time-grid.css';

interface TimeGridProps {
  columns: GridColumn[];
  zone: string;
  /** Names the grid for screen readers ("Tuesday, 24 November 2026"). */
  label: string;
  now: number;
  /** Where a free slot leads: staff-edit's new appointment dialog (relative link). */
  newHref: (column: GridColumn, start: number) => string;
  /** Moves an appointment by drag and drop; resolves when the grid shows the outcome. */
  onMove: (item: GridItem, start: number, column: GridColumn) => Promise<MoveOutcome>;
  /** Items of several employees in one column name their employee. */
  showEmployee?: boolean;
  /** Marks today's column head (the week view; in the day view every column is the same day). */
  markToday?: boolean;
  /** The narrowest a column gets before the grid scrolls sideways (seven days fit a portrait tablet). */
  minColumn?: string;
}

/** Rem per minute of the grid: an hour is 4.5 rem, a 15-minute slot a finger-sized 1.125 rem. */
const REM_PER_MINUTE = 0.075;
const rem = (minutes: number) => `${minutes * REM_PER_MINUTE}rem`;

/**
 * The calendar's time grid, our own on plain links (docs/decisions/0028): columns side by
 * side, items placed by elapsed time from the column's top (so daylight-saving days are
 * right), overlapping items in lanes. One Tab stop; arrow keys move between free slots and
 * items (roving tabindex), Enter follows the focused link. Appointments can be dragged to
 * another time or column, snapped to 15 minutes.
 */
export type { GridColumn };

export function TimeGrid({
  columns,
  zone,
  label,
  now,
  newHref,
  onMove,
  showEmployee = false,
  markToday = false,
  minColumn = '9rem',
}: TimeGridProps) {
  const intl = useIntl();
  const hintId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const drag = useDragMove({ columns, gridRef, onMove });

  const stops = useMemo(
    () =>
      columns.map((column) =>
        orderStops([
          ...slotOffsets(column.span).map((offset): Stop => ({ key: slotKey(column, offset), offset, kind: 'slot' })),
          ...inGrid(column).flatMap((item): Stop[] => {
            const place = placeInSpan(item, column.span);
            return place ? [{ key: itemKey(column, item), offset: place.top, kind: 'item' }] : [];
          }),
          ...(column.bands ?? []).flatMap((band): Stop[] => {
            const place = placeInSpan(band, column.span);
            return place ? [{ key: bandKey(column, band), offset: place.top, kind: 'item' }] : [];
          }),
        ]),
      ),
    [columns],
  );
  const allKeys = useMemo(() => new Set(stops.flat().map((s) => s.key)), [stops]);
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

  const first = columns[0];
  const marks = first ? hourMarks(first.span, zone) : [];
  const timeOf = (instant: number) => intl.formatTime(instant, { timeZone: zone, hour: 'numeric', minute: '2-digit' });

  return (
    <div className="time-grid-frame">
      <p id={hintId} className="visually-hidden">
        <FormattedMessage id="staff.grid.keyboardHint" />
      </p>
      <div aria-live="polite" className="time-grid-message">
        {drag.failure && (
          <div className="inline-error" role="alert">
            <p>
              <MoveErrorText error={drag.failure.error} />
            </p>
            <button type="button" className="button button-secondary" onClick={drag.dismiss}>
              <FormattedMessage id="staff.grid.dismiss" />
            </button>
          </div>
        )}
      </div>
      <div className="time-grid-scroll">
        {/* biome-ignore lint/a11y/useSemanticElements: a group of links, not form fields (a fieldset would announce a form). */}
        <div
          ref={gridRef}
          className="time-grid"
          role="group"
          aria-label={label}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          style={{ gridTemplateColumns: `4.5rem repeat(${columns.length}, minmax(${minColumn}, 1fr))` }}
        >
          <div className="time-grid-corner" />
          {columns.map((column) => (
            <div key={column.key} className={`time-grid-head${column.today && markToday ? ' is-today' : ''}`}>
              {column.label}
              {allDay(column).map((item) => (
                <Link key={item.key} to={item.href} className="time-grid-all-day">
                  <FormattedMessage id={ABSENCE_MESSAGES[item.absenceKind ?? 'break']} />
                  {showEmployee ? ` · ${item.employeeName}` : ''}
                  {item.reason ? `: ${item.reason}` : ''}
                </Link>
              ))}
            </div>
          ))}
          <div
            className="time-grid-hours"
            aria-hidden="true"
            style={{ height: first ? rem(spanMinutes(first.span)) : 0 }}
          >
            {first &&
              marks.map((mark) => (
                <span key={mark} style={{ top: rem((mark - first.span.start) / MINUTE_MS) }}>
                  {timeOf(mark)}
                </span>
              ))}
          </div>
          {columns.map((column) => {
            const total = spanMinutes(column.span);
            const items = inGrid(column);
            const lanes = layoutOverlaps(items);
            const nowPlace = column.today ? placeInSpan({ start: now, end: now + 1 }, column.span) : null;
            return (
              <div
                key={column.key}
                className="time-grid-column"
                data-column={column.key}
                style={{ height: rem(total) }}
              >
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
                      tabIndex={key === activeKey ? 0 : -1}
                      data-stop={key}
                      onFocus={() => setFocusKey(key)}
                    >
                      <span className="visually-hidden">
                        <FormattedMessage
                          id="staff.grid.freeSlot"
                          values={{ name: column.name, clock: timeOf(start) }}
                        />
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
                        tabIndex={key === activeKey ? 0 : -1}
                        onFocus={() => setFocusKey(key)}
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
                {items.map((item) => {
                  const place = placeInSpan(item, column.span);
                  if (!place) return null;
                  const lane = lanes.get(item.key) ?? { lane: 0, lanes: 1 };
                  const key = itemKey(column, item);
                  const moved = drag.shiftOf(item.key);
                  return (
                    <GridItemBox
                      key={key}
                      item={item}
                      stopKey={key}
                      tabIndex={key === activeKey ? 0 : -1}
                      onFocus={() => setFocusKey(key)}
                      showEmployee={showEmployee}
                      timeOf={(value) => timeOf(Date.parse(value.replace(/\[.*\]$/, '')))}
                      style={{
                        top: rem(place.top),
                        height: rem(Math.max(place.height, SLOT_MINUTES)),
                        left: `calc(${(lane.lane / lane.lanes) * 100}% + 2px)`,
                        width: `calc(${100 / lane.lanes}% - 4px)`,
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
          })}
        </div>
      </div>
    </div>
  );
}

/** An absence over the whole column (a sick day, a holiday) is said once in the head, not as a lane. */
const coversColumn = (item: GridItem, column: GridColumn) =>
  item.kind === 'absence' && item.start <= column.span.start && item.end >= column.span.end;
const allDay = (column: GridColumn) => column.items.filter((item) => coversColumn(item, column));
const inGrid = (column: GridColumn) => column.items.filter((item) => !coversColumn(item, column));

const slotKey = (column: GridColumn, offset: number) => `${column.key}@${offset}`;
const itemKey = (column: GridColumn, item: GridItem) => `${column.key}#${item.key}`;
const bandKey = (column: GridColumn, band: AbsenceBand) => `${column.key}#band:${band.key}`;
