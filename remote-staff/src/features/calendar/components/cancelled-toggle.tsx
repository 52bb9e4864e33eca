import { useSearchParams } from '@booking/shared/router';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { showsCancelled, withCancelledShown } from '../domain/calendar-paths';

/**
 * "Show cancelled (2)": cancelled appointments take lanes from live ones, so the views hide
 * them unless asked; the choice is in the URL (calendar-paths.ts), the count says what is hidden.
 */
export function CancelledToggle({ count }: { count: number }) {
  const [search, setSearch] = useSearchParams();
  const id = useId();
  const shown = showsCancelled(search);
  return (
    <div className="calendar-cancelled">
      {/* Left to the browser between the click and the URL's change (a navigation is a transition,
          a controlled box would flick back until it ends); the key takes the URL's word again
          after Back or a link. */}
      <input
        key={String(shown)}
        id={id}
        type="checkbox"
        defaultChecked={shown}
        onChange={(event) => setSearch(withCancelledShown(search, event.target.checked))}
      />
      <label htmlFor={id}>
        <FormattedMessage id="staff.calendar.showCancelled" values={{ count }} />
      </label>
    </div>
  );
}
