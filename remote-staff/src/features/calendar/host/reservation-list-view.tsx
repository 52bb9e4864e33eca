import { HOST_STATUSES } from '@booking/shared/contract/host-status';
import { STAFF_RESERVATION_PAGE_SIZE } from '@booking/shared/contract/staff-reservations';
import { Form, Link, useTypedLoaderData } from '@booking/shared/router';
import { readablePhone } from '@booking/shared/ui/format/formatted-phone';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { reservationPath } from '../../../common/host-stand/host-paths';
import { PlaceName } from '../../../common/host-stand/place-name';
import { HOST_STATUS_MESSAGES } from '../../../common/host-stand/status-messages';
import type { reservationListLoader } from './reservation-list-loader';
import { reservationListSearch } from './reservation-list-query';
import './host.css';

/** The branch's reservations over a range of days, searched by name, phone or email; all in the URL. */
export function ReservationListView() {
  const { branch, query, reservations, total, next_offset } = useTypedLoaderData<typeof reservationListLoader>();
  const intl = useIntl();
  const id = useId();
  return (
    <section className="calendar-view list-view" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="staff.host.list.title" />
      </h1>
      <Form
        method="get"
        className="list-filters"
        role="search"
        aria-label={intl.formatMessage({ id: 'staff.list.filters' })}
      >
        <div className="list-filter list-filter-search">
          <label htmlFor={`${id}-q`}>
            <FormattedMessage id="staff.host.list.search" />
          </label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={query.q} maxLength={100} autoComplete="off" />
        </div>
        <div className="list-filter">
          <label htmlFor={`${id}-from`}>
            <FormattedMessage id="staff.host.list.from" />
          </label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={query.from} required />
        </div>
        <div className="list-filter">
          <label htmlFor={`${id}-to`}>
            <FormattedMessage id="staff.host.list.to" />
          </label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={query.to} required />
        </div>
        <NativeSelect
          id={`${id}-status`}
          name="status"
          defaultValue={query.status}
          className="list-filter"
          label={<FormattedMessage id="staff.list.state" />}
        >
          <option value="">{intl.formatMessage({ id: 'staff.list.allStates' })}</option>
          {HOST_STATUSES.map((state) => (
            <option key={state} value={state}>
              {intl.formatMessage({ id: HOST_STATUS_MESSAGES[state] })}
            </option>
          ))}
        </NativeSelect>
        <button type="submit" className="button">
          <FormattedMessage id="staff.list.apply" />
        </button>
      </Form>
      <p role="status" className="muted">
        <FormattedMessage id="staff.host.list.count" values={{ count: total }} />
      </p>
      {reservations.length > 0 && (
        <ol className="list-items">
          {reservations.map((r) => (
            <li
              key={r.id}
              className={`list-item host-list-item${r.status === 'cancelled' || r.status === 'no_show' ? ' is-struck' : ''}`}
            >
              <Link className="list-item-link" to={reservationPath(branch.slug, r.start.slice(0, 10), r.id)}>
                <span className="list-item-when">
                  <FormattedZoned value={r.start} dateStyle="medium" timeStyle="short" />
                </span>{' '}
                <strong className="list-item-name">
                  {r.name ?? <FormattedMessage id="staff.host.walkInNobody" />}
                </strong>
              </Link>
              <span className="list-item-services">
                <FormattedMessage id="staff.host.guests" values={{ count: r.party_size }} />
                {' · '}
                <PlaceName reservation={r} />
              </span>
              <span className="list-item-meta">
                {r.phone && <span>{readablePhone(r.phone, branch.country)}</span>}
                {r.email && <span>{r.email}</span>}
              </span>
              <span className={`list-item-state host-state is-${r.status}`}>
                <FormattedMessage id={HOST_STATUS_MESSAGES[r.status]} />
              </span>
            </li>
          ))}
        </ol>
      )}
      <nav className="list-pages" aria-label={intl.formatMessage({ id: 'staff.list.pages' })}>
        {query.offset > 0 && (
          <Link
            className="button button-secondary"
            to={reservationListSearch({ ...query, offset: Math.max(0, query.offset - STAFF_RESERVATION_PAGE_SIZE) })}
          >
            <FormattedMessage id="staff.list.previous" />
          </Link>
        )}
        {next_offset !== null && (
          <Link className="button button-secondary" to={reservationListSearch({ ...query, offset: next_offset })}>
            <FormattedMessage id="staff.list.next" />
          </Link>
        )}
      </nav>
    </section>
  );
}
