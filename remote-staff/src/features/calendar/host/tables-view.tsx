import { Link, Outlet, useTypedLoaderData } from '@booking/shared/router';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import { tablesPath } from '../../../common/host-stand/host-paths';
import { NoTablesNotice } from '../../../common/host-stand/no-tables-notice';
import { PlaceName } from '../../../common/host-stand/place-name';
import { HOST_STATUS_MESSAGES } from '../../../common/host-stand/status-messages';
import { tableOccupancy } from '../../../common/host-stand/table-occupancy';
import { tablesByArea } from '../../../common/host-stand/tables-by-area';
import { useNow } from '../components/use-now';
import { dayRange } from '../domain/calendar-range';
import { HostHeader } from './host-header';
import type { serviceDayLoader } from './service-day-loader';
import './host.css';

/**
 * The floor, area by area in the owner's order: each table with who sits there now (a
 * combination's party at each of its tables, named by the combination), every party of the day at it,
 * and when it is next free. On another day than today the "now" is that day's start, so the
 * cards say which tables are free from the morning on.
 */
export function TablesView() {
  const { date, day, reservations } = useTypedLoaderData<typeof serviceDayLoader>();
  const realNow = useNow();
  const zone = day.branch.timezone;
  const { start, end } = dayRange(date, zone);
  const now = Math.min(Math.max(realNow, start), end);
  const isToday = realNow >= start && realNow < end;
  const floor = tableOccupancy(day.tables, reservations, now);
  const areaOf = new Map(day.tables.map((table) => [table.id, table.area_id]));
  const groups = tablesByArea(
    day.areas,
    floor.map((entry) => ({ ...entry, area_id: areaOf.get(entry.table.id) ?? null })),
  );
  const unnamedOnly = groups.length === 1 && groups[0]?.area === null;
  const at = (instant: number) => <FormattedZoned value={formatZoned(instant, zone)} timeStyle="short" />;
  return (
    <section className="calendar-view host-view" aria-labelledby="host-view-title">
      <HostHeader
        titleId="host-view-title"
        label={<FormattedMessage id="staff.view.tables" />}
        date={date}
        zone={zone}
        now={realNow}
        closed={day.periods.length === 0}
        pathFor={(d) => tablesPath(day.branch.slug, d)}
      />
      {day.tables.length === 0 && <NoTablesNotice />}
      {groups.map((group) => (
        <section
          key={group.area?.id ?? 'none'}
          className="host-area"
          aria-labelledby={`area-${group.area?.id ?? 'none'}`}
        >
          {/* One unnamed group (a restaurant without areas) needs no heading of its own. */}
          <h2 id={`area-${group.area?.id ?? 'none'}`} className={unnamedOnly ? 'visually-hidden' : 'host-area-name'}>
            {group.area ? group.area.name : <FormattedMessage id="staff.host.noArea" />}
          </h2>
          <ul className="host-floor">
            {group.tables.map(({ table, parties, current, freeAt, freeUntil }) => (
              <li key={table.id} className={`host-table${current ? ' is-taken' : ''}`}>
                <h3 className="host-table-name">
                  <FormattedMessage id="staff.host.tableName" values={{ table: table.name }} />{' '}
                  <span className="muted">
                    <FormattedMessage id="staff.host.seats" values={{ seats: table.seats }} />
                  </span>
                </h3>
                <p className="host-table-free">
                  <FormattedMessage
                    {...freeText(freeAt === now, freeUntil, isToday)}
                    values={{ at: at(freeUntil ?? freeAt) }}
                  />
                </p>
                {parties.length > 0 && (
                  <ol className="host-table-parties">
                    {parties.map((party) => (
                      <li key={party.id} className={party.id === current?.id ? 'is-current' : undefined}>
                        <span>
                          <FormattedZoned value={party.start} timeStyle="short" />–
                          <FormattedZoned value={party.end} timeStyle="short" />
                        </span>
                        <Link to={`reservations/${party.id}`}>
                          {party.name ?? <FormattedMessage id="staff.host.walkInNobody" />}
                        </Link>
                        <span className="muted">
                          <FormattedMessage id="staff.host.guests" values={{ count: party.party_size }} />
                          {party.combination && (
                            <>
                              {' · '}
                              <PlaceName reservation={party} />
                            </>
                          )}
                          {' · '}
                          <FormattedMessage id={HOST_STATUS_MESSAGES[party.status]} />
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Outlet />
    </section>
  );
}

/** Words for when a table is free: "now" only on today's floor; another day is read from its start. */
function freeText(freeAtNow: boolean, freeUntil: number | null, isToday: boolean): { id: string } {
  if (!freeAtNow) return { id: 'staff.host.freeFrom' };
  if (freeUntil === null) return { id: isToday ? 'staff.host.freeNow' : 'staff.host.freeAllDay' };
  return { id: isToday ? 'staff.host.freeUntil' : 'staff.host.freeUntilDay' };
}
