import type { CustomerMatch } from '@booking/shared/contract/customer-link';
import { FormattedMessage } from 'react-intl';
import './match-badge.css';

/** SPEC 4: an online booking "matched" an existing customer, or none was "found" and it made this record. */
export function MatchBadge({ match }: { match: CustomerMatch }) {
  return (
    <span className={`badge badge-${match}`}>
      <FormattedMessage id={match === 'matched' ? 'staff.customers.match.matched' : 'staff.customers.match.new'} />
    </span>
  );
}
