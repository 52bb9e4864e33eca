import type { StaffServiceDayResponse } from '@booking/shared/contract/staff-service-day';
import { instantOf } from '@booking/shared/time/instant-of';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage, useIntl } from 'react-intl';
import { NoTablesNotice } from '../../../common/host-stand/no-tables-notice';

type ServiceDay = StaffServiceDayResponse['results'];

const PERIOD_MESSAGES = { lunch: 'staff.host.lunch', dinner: 'staff.host.dinner' } as const;

/**
 * The day at a glance, as the API counts it (decision 0089): each service's guests, how full
 * the room gets at its busiest moment, the tables still free for a whole sitting and the next
 * time a party can still be seated; then the guests arriving per hour. The day sheet and the
 * list are loaded and refetched together, so the figures and the rows never disagree.
 */
export function ServiceSummary({ day, now }: { day: ServiceDay; now: number }) {
  const intl = useIntl();
  const hours = day.guests_by_hour;
  const noTables = day.tables.length === 0;
  return (
    <section className="host-summary" aria-labelledby="host-summary-title">
      <h2 id="host-summary-title" className="visually-hidden">
        <FormattedMessage id="staff.host.summary" />
      </h2>
      {noTables && <NoTablesNotice />}
      {day.periods.length === 0 && (
        <p className="calendar-empty">
          <FormattedMessage id="staff.host.closed" />
        </p>
      )}
      <ul className="host-periods">
        {day.periods.map((period) => {
          const next = period.free.find((start) => start.free_tables > 0 && instantOf(start.start) >= now);
          return (
            <li key={period.start} className="host-period">
              <h3>
                <FormattedMessage id={PERIOD_MESSAGES[period.name]} />{' '}
                <span className="muted">
                  <FormattedZoned value={period.start} timeStyle="short" />–
                  <FormattedZoned value={period.end} timeStyle="short" />
                </span>
              </h3>
              <p className="host-period-covers">
                <FormattedMessage id="staff.host.covers" values={{ covers: period.guests, parties: period.parties }} />
              </p>
              {!noTables && (
                <p>
                  <FormattedMessage
                    id="staff.host.capacity"
                    values={{ free: period.seats_free, seats: period.seats }}
                  />{' '}
                  <FormattedMessage
                    id="staff.host.tablesFree"
                    values={{ free: period.tables_free, tables: period.tables }}
                  />
                </p>
              )}
              {!noTables && (
                <p className="muted">
                  {instantOf(period.end) <= now ? (
                    <FormattedMessage id="staff.host.over" />
                  ) : next ? (
                    <FormattedMessage
                      id="staff.host.nextFree"
                      values={{
                        at: <FormattedZoned value={next.start} timeStyle="short" />,
                        largest: next.largest_party,
                      }}
                    />
                  ) : (
                    <FormattedMessage id="staff.host.full" />
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {hours.length > 0 && (
        <table className="host-hours">
          <caption>
            <FormattedMessage id="staff.host.perHour" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="staff.host.hour" />
              </th>
              <th scope="col">
                <FormattedMessage id="staff.host.guestsColumn" />
              </th>
              <th scope="col">
                <FormattedMessage id="staff.host.partiesColumn" />
              </th>
            </tr>
          </thead>
          <tbody>
            {hours.map((hour) => (
              <tr key={hour.hour}>
                <th scope="row">
                  {intl.formatTime(Date.UTC(2000, 0, 1, Number(hour.hour)), { timeStyle: 'short', timeZone: 'UTC' })}
                </th>
                <td>{hour.guests}</td>
                <td>{hour.parties}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
