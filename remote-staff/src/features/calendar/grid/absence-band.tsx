import { Link } from '@booking/shared/router';
import { type CSSProperties, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ABSENCE_MESSAGES } from '../domain/state-messages';
import type { AbsenceBand } from './absence-bands';

interface AbsenceBandBoxProps {
  band: AbsenceBand;
  stopKey: string;
  tabIndex: number;
  onFocus: () => void;
  /** "12:00–13:00" in the branch's zone. */
  times: string;
  style: CSSProperties;
}

/**
 * An absence drawn behind the appointments (week view of all employees). The band lets
 * clicks through to the free slots under it; only its label opens something, like an
 * appointment does: one absence's dialog directly, or, when the band stands for several
 * employees' identical absences (the team's lunch), a small menu of whose to open. The
 * menu is a native popover: the browser puts it above the scrolling grid, closes it on
 * Escape or a click outside, and returns focus to the label. A label cut by a narrow column
 * shows its whole text on hover (`title`) and when focused (time-grid.css).
 */
export function AbsenceBandBox({ band, stopKey, tabIndex, onFocus, times, style }: AbsenceBandBoxProps) {
  const menuId = useId();
  const intl = useIntl();
  const what = `${intl.formatMessage({ id: ABSENCE_MESSAGES[band.kind] })}${band.reason ? `: ${band.reason}` : ''}`;
  const [only] = band.absences;
  const stop = { tabIndex, onFocus, 'data-stop': stopKey, 'data-band': band.key, className: 'time-grid-band-label' };
  return (
    <div className="time-grid-band" style={style}>
      {band.absences.length === 1 && only ? (
        <Link to={only.href} {...stop} title={`${what} · ${only.employeeName}, ${times}`}>
          {what} · {only.employeeName}
          <span className="visually-hidden">, {times}</span>
        </Link>
      ) : (
        <>
          <button
            type="button"
            popoverTarget={menuId}
            {...stop}
            title={`${what} · ${intl.formatMessage({ id: 'staff.grid.employeeCount' }, { count: band.absences.length })}, ${times}`}
          >
            {what}
            {' · '}
            <FormattedMessage id="staff.grid.employeeCount" values={{ count: band.absences.length }} />
            <span className="visually-hidden">, {times}</span>
          </button>
          {/* Tab moves between its links; the grid's arrow keys act only on the grid's own stops. */}
          <div id={menuId} popover="auto" className="time-grid-band-menu">
            <p className="time-grid-band-menu-title">
              {what}, {times}
            </p>
            <ul>
              {band.absences.map((absence) => (
                <li key={absence.key}>
                  {/* Closed on the way: the dialog it opens must not come back to a stale menu. */}
                  <Link
                    to={absence.href}
                    onClick={(event) => event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover()}
                  >
                    {absence.employeeName}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}
