import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import type { StaffServiceDayResponse } from '@booking/shared/contract/staff-service-day';
import { instantOf } from '@booking/shared/time/instant-of';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage, useIntl } from 'react-intl';
import { coversByHour, coversByService } from '../../../common/host-stand/covers';
import { freeCapacity } from '../../../common/host-stand/free-capacity';
import { NoTablesNotice } from '../../../common/host-stand/no-tables-notice';

type ServiceDay = StaffServiceDayResponse['results'];

const PERIOD_MESSAGES = { lunch: 'staff.host.lunch', dinner: 'staff.host.dinner' } as const;

/**
 * The day at a glance: each service's guests, how full the room gets at its busiest moment,
 * the tables still free for a whole sitting and the next time a party can still be seated;
 * then the guests arriving per hour.
 */
export function ServiceSummary({
  day,
  reservations,
  now,
}: {
  day: ServiceDay;
  reservations: readonly StaffReservation[];
  now: number;
}) {
  const intl = useIntl();
  const covers = coversByService(reservations, day.periods);
  const capacity = freeCapacity(day.periods, day.tables, reservations);
  const hours = coversByHour(reservations);
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
        {day.periods.map((period, index) => {
          const room = capacity[index];
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
                <FormattedMessage
                  id="staff.host.covers"
                  values={{ covers: covers[index]?.covers ?? 0, parties: covers[index]?.parties ?? 0 }}
                />
              </p>
              {room && !noTables && (
                <p>
                  <FormattedMessage
                    id="staff.host.capacity"
                    values={{ free: room.seats - room.seatsTakenAtPeak, seats: room.seats }}
                  />{' '}
                  <FormattedMessage
                    id="staff.host.tablesFree"
                    values={{ free: room.tablesFree, tables: room.tables }}
                  />
                </p>
              )}
              {!noTables && (
                <p className="muted">
                  {next ? (
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
                <td>{hour.covers}</td>
                <td>{hour.parties}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
