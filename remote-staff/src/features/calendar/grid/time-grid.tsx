import { MINUTE_MS } from '@booking/shared/time/local-date';
import { useId, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MoveErrorText } from '../components/move-error';
import { AllDayLabel } from './all-day-label';
import type { GridItem } from './calendar-items';
import { allDay, inGrid } from './column-stops';
import { layoutCrowded } from './crowded-lanes';
import type { GridColumn } from './grid-column';
import { hourMarks, rem, spanMinutes } from './grid-geometry';
import { UNLIMITED } from './lane-room';
import { TimeGridColumn } from './time-grid-column';
import { type MoveOutcome, useDragMove } from './use-drag-move';
import { useLaneRoom } from './use-lane-room';
import { useRovingFocus } from './use-roving-focus';
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

/**
 * The calendar's time grid, our own on plain links (docs/decisions/0028): a head per
 * column (with its all-day absences), the hours, and the column bodies side by side
 * (time-grid-column.tsx). One Tab stop; arrow keys move between free slots and items
 * (use-roving-focus.ts), Enter follows the focused link. Appointments can be dragged to
 * another time or column, snapped to 15 minutes (use-drag-move.ts).
 */
export type { GridColumn };

const UNLIMITED_LAYOUT = { placements: new Map(), marks: [] };

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
  const drag = useDragMove({ columns, gridRef, onMove });
  const room = useLaneRoom(gridRef);
  // A column with somewhere to show more (a week's day) keeps its lanes readable; the others draw all.
  const layouts = useMemo(
    () => columns.map((column) => layoutCrowded(inGrid(column), column.moreHref ? room : UNLIMITED)),
    [columns, room],
  );
  const focus = useRovingFocus(columns, layouts, gridRef);

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
          onKeyDown={focus.onKeyDown}
          style={{ gridTemplateColumns: `4.5rem repeat(${columns.length}, minmax(${minColumn}, 1fr))` }}
        >
          <div className="time-grid-corner" />
          {columns.map((column) => (
            <div key={column.key} className={`time-grid-head${column.today && markToday ? ' is-today' : ''}`}>
              {column.label}
              {allDay(column).map((item) => (
                <AllDayLabel key={item.key} item={item} showEmployee={showEmployee} />
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
          {columns.map((column, index) => (
            <TimeGridColumn
              key={column.key}
              column={column}
              layout={layouts[index] ?? UNLIMITED_LAYOUT}
              now={now}
              timeOf={timeOf}
              newHref={newHref}
              showEmployee={showEmployee}
              stopProps={focus.stopProps}
              drag={drag}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
