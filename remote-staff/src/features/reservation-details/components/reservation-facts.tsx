import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import { Link } from '@booking/shared/router';
import { generatePath } from '@booking/shared/router-paths';
import { readablePhone } from '@booking/shared/ui/format/formatted-phone';
import { useFormatZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import { HOST_STATUS_MESSAGES, SOURCE_MESSAGES } from '../../../common/host-stand/status-messages';

/** Who, when, how many, where they sit, what they asked for, its state and how it was made. */
export function ReservationFacts({ reservation: r, country }: { reservation: StaffReservation; country: string }) {
  const format = useFormatZoned();
  return (
    <dl className="reservation-facts">
      <dt>
        <FormattedMessage id="staff.host.guest" />
      </dt>
      <dd>
        {r.name ?? <FormattedMessage id="staff.host.walkInNobody" />}
        {r.phone && (
          <>
            <br />
            <a href={`tel:${r.phone.replaceAll(' ', '')}`}>{readablePhone(r.phone, country)}</a>
          </>
        )}
        {r.email && (
          <>
            <br />
            <a href={`mailto:${r.email}`}>{r.email}</a>
          </>
        )}
        {r.customer_record && !r.customer_record.deleted && (
          <>
            <br />
            <Link
              to={generatePath('/staff/:branch/customers/:customer', {
                branch: r.branch,
                customer: r.customer_record.id,
              })}
            >
              <FormattedMessage id="staff.host.customerRecord" />
            </Link>
          </>
        )}
      </dd>
      <dt>
        <FormattedMessage id="staff.host.when" />
      </dt>
      <dd>
        <FormattedMessage
          id="staff.host.whenValue"
          values={{
            date: format(r.start, { dateStyle: 'full' }),
            start: format(r.start, { timeStyle: 'short' }),
            end: format(r.end, { timeStyle: 'short' }),
          }}
        />
      </dd>
      <dt>
        <FormattedMessage id="staff.host.partySize" />
      </dt>
      <dd>
        <FormattedMessage id="staff.host.guests" values={{ count: r.party_size }} />
      </dd>
      <dt>
        <FormattedMessage id="staff.host.table" />
      </dt>
      <dd>
        {r.combination ? (
          <FormattedMessage
            id="staff.host.combinationOption"
            values={{ name: r.combination.name, seats: r.table.seats }}
          />
        ) : (
          <FormattedMessage id="staff.host.tableOption" values={{ table: r.table.name, seats: r.table.seats }} />
        )}
      </dd>
      <dt>
        <FormattedMessage id="staff.host.state" />
      </dt>
      <dd>
        <span className={`host-state is-${r.status}`}>
          <FormattedMessage id={HOST_STATUS_MESSAGES[r.status]} />
        </span>
      </dd>
      <dt>
        <FormattedMessage id="staff.host.source" />
      </dt>
      <dd>
        <FormattedMessage id={SOURCE_MESSAGES[r.source]} />
      </dd>
      {r.special_request && (
        <>
          <dt>
            <FormattedMessage id="staff.host.specialRequest" />
          </dt>
          <dd className="reservation-request">{r.special_request}</dd>
        </>
      )}
    </dl>
  );
}
