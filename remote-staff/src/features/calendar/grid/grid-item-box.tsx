import { Link } from '@booking/shared/router';
import type { CSSProperties, PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ABSENCE_MESSAGES, STATE_MESSAGES } from '../domain/state-messages';
import type { GridItem } from './calendar-items';

interface DragHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onClick: (event: { preventDefault: () => void }) => void;
}

interface GridItemBoxProps {
  item: GridItem;
  stopKey: string;
  tabIndex: number;
  onFocus: () => void;
  showEmployee: boolean;
  timeOf: (value: string) => string;
  style: CSSProperties;
  dragging: boolean;
  pending: boolean;
  dragHandlers?: DragHandlers;
}

/**
 * An appointment or absence in the grid: a link to its dialog whose text says it all (time,
 * customer, services, state, an online booking's customer match, notes), so a screen reader reads what the eye sees.
 * Cancelled and no-show appointments are struck through and say so in words. A narrow lane
 * shows the start and the name; the whole text stays its name, shows on hover (`title`), and
 * the box opens up to it when focused by keyboard.
 */
export function GridItemBox({
  item,
  stopKey,
  tabIndex,
  onFocus,
  showEmployee,
  timeOf,
  style,
  dragging,
  pending,
  dragHandlers,
}: GridItemBoxProps) {
  const intl = useIntl();
  const struck = item.state === 'cancelled' || item.state === 'no_show';
  const say = (id: string) => intl.formatMessage({ id });
  const classes = [
    'grid-item',
    `grid-item-${item.kind}`,
    `is-${item.state}`,
    dragging ? 'is-dragging' : '',
    item.movable ? 'is-movable' : '',
  ].join(' ');
  return (
    <Link
      to={item.href}
      className={classes}
      style={style}
      title={[
        `${timeOf(item.startValue)}–${timeOf(item.endValue)}`,
        item.kind === 'appointment'
          ? [item.name ?? say('staff.item.walkIn'), item.services.join(', ')].filter(Boolean).join(', ')
          : `${say(ABSENCE_MESSAGES[item.absenceKind ?? 'break'])}${item.reason ? `: ${item.reason}` : ''}`,
        item.kind === 'appointment' && item.state !== 'booked' ? say(STATE_MESSAGES[item.state]) : '',
        item.match ? say(item.match === 'matched' ? 'staff.item.matched' : 'staff.item.newCustomer') : '',
        showEmployee ? item.employeeName : '',
        item.hasNotes ? say('staff.item.hasNotes') : '',
      ]
        .filter(Boolean)
        .join(' · ')}
      tabIndex={tabIndex}
      data-stop={stopKey}
      data-item={item.key}
      onFocus={onFocus}
      aria-busy={pending || undefined}
      draggable={false}
      {...dragHandlers}
    >
      <span className="grid-item-time">
        {timeOf(item.startValue)}
        <span className="grid-item-end">–{timeOf(item.endValue)}</span>
      </span>{' '}
      {item.kind === 'appointment' ? (
        <>
          <strong className={struck ? 'grid-item-struck' : undefined}>
            {item.name ?? <FormattedMessage id="staff.item.walkIn" />}
          </strong>{' '}
          <span className={`grid-item-services${struck ? ' grid-item-struck' : ''}`}>{item.services.join(', ')}</span>{' '}
          {item.state !== 'booked' && (
            <span className="grid-item-state">
              <FormattedMessage id={STATE_MESSAGES[item.state]} />
            </span>
          )}
        </>
      ) : (
        <strong>
          <FormattedMessage id={ABSENCE_MESSAGES[item.absenceKind ?? 'break']} />
          {/* Bound to the kind, so a short box never ends its last line on "Break:" and clips the reason below. */}
          {item.reason ? `:\u00a0${item.reason}` : ''}
        </strong>
      )}
      {item.match && (
        <span className={`grid-item-match is-${item.match}`}>
          <span aria-hidden="true">{item.match === 'matched' ? ' ✓' : ' +'}</span>
          <span className="visually-hidden">
            <FormattedMessage id={item.match === 'matched' ? 'staff.item.matched' : 'staff.item.newCustomer'} />
          </span>
        </span>
      )}
      {showEmployee && <span className="grid-item-employee"> · {item.employeeName}</span>}
      {item.hasNotes && (
        <span className="grid-item-notes">
          <span aria-hidden="true"> ✎</span>
          <span className="visually-hidden">
            <FormattedMessage id="staff.item.hasNotes" />
          </span>
        </span>
      )}
    </Link>
  );
}
