import { Link } from '@booking/shared/router';
import { useIntl } from 'react-intl';
import { ABSENCE_MESSAGES } from '../domain/state-messages';
import type { GridItem } from './calendar-items';

/**
 * A whole-day absence in a column's head ("Sickness · Lea Fischer: …"). In a narrow week
 * column it is cut to two lines; the whole text is its name, shows on hover, and the label
 * opens up to it when focused.
 */
export function AllDayLabel({ item, showEmployee }: { item: GridItem; showEmployee: boolean }) {
  const intl = useIntl();
  const text = `${intl.formatMessage({ id: ABSENCE_MESSAGES[item.absenceKind ?? 'break'] })}${
    showEmployee ? ` · ${item.employeeName}` : ''
  }${item.reason ? `: ${item.reason}` : ''}`;
  return (
    <Link to={item.href} className="time-grid-all-day" title={text}>
      {text}
    </Link>
  );
}
