import { Link } from '@booking/shared/router';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { MoreMark } from './crowded-lanes';

interface MoreMarkBoxProps {
  mark: MoreMark;
  /** The day view of the column's date. */
  href: string;
  /** The column's day in words ("Wednesday, 27 October"). */
  day: string;
  /** The mark's times in the branch's zone. */
  from: string;
  to: string;
  stopKey: string;
  tabIndex: number;
  onFocus: () => void;
  style: CSSProperties;
}

/**
 * "+3" where a crowded stretch has more appointments than lanes fit: a link to the day view,
 * where every employee has a column of their own. Its name says what it stands for and where
 * it leads; the same words show on hover.
 */
export function MoreMarkBox({ mark, href, day, from, to, stopKey, tabIndex, onFocus, style }: MoreMarkBoxProps) {
  const intl = useIntl();
  const count = mark.keys.length;
  const full = intl.formatMessage({ id: 'staff.grid.more' }, { count, from, to, day });
  return (
    <Link
      to={href}
      className={`grid-more${mark.alone ? ' is-alone' : ''}`}
      style={style}
      title={full}
      tabIndex={tabIndex}
      onFocus={onFocus}
      data-stop={stopKey}
    >
      <span aria-hidden="true">
        {mark.alone ? intl.formatMessage({ id: 'staff.grid.moreLong' }, { count }) : `+${count}`}
      </span>
      <span className="visually-hidden">{full}</span>
    </Link>
  );
}
