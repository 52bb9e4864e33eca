import { STAFF_LIST_PAGE_SIZE } from '@booking/shared/contract/staff-appointments';
import { Form, Link, useTypedLoaderData } from '@booking/shared/router';
import { readablePhone } from '@booking/shared/ui/format/formatted-phone';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dayPath } from '../domain/calendar-paths';
import { STATE_MESSAGES } from '../domain/state-messages';
import type { listLoader } from './list-loader';
import { LIST_STATES, listSearch } from './list-query';

/** Upcoming or past appointments of the branch: searched, filtered, paged, all in the URL; one column on a phone. */
export function ListView() {
  const { query, appointments, nextOffset, employees, branch } = useTypedLoaderData<typeof listLoader>();
  const intl = useIntl();
  const id = useId();
  const employeeNames = new Map(employees.map((e) => [e.id, e.name]));
  return (
    <section className="calendar-view list-view" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="staff.list.title" />
      </h1>
      <Form
        method="get"
        className="list-filters"
        role="search"
        aria-label={intl.formatMessage({ id: 'staff.list.filters' })}
      >
        <div className="list-filter list-filter-search">
          <label htmlFor={`${id}-q`}>
            <FormattedMessage id="staff.list.search" />
          </label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={query.q} maxLength={100} autoComplete="off" />
        </div>
        <NativeSelect
          id={`${id}-when`}
          name="when"
          defaultValue={query.when}
          className="list-filter"
          label={<FormattedMessage id="staff.list.when" />}
        >
          <option value="upcoming">{intl.formatMessage({ id: 'staff.list.upcoming' })}</option>
          <option value="past">{intl.formatMessage({ id: 'staff.list.past' })}</option>
        </NativeSelect>
        <NativeSelect
          id={`${id}-employee`}
          name="employee"
          defaultValue={query.employee}
          className="list-filter"
          label={<FormattedMessage id="staff.week.employee" />}
        >
          <option value="">{intl.formatMessage({ id: 'staff.week.allEmployees' })}</option>
          {employees.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          id={`${id}-status`}
          name="status"
          defaultValue={query.status}
          className="list-filter"
          label={<FormattedMessage id="staff.list.state" />}
        >
          <option value="">{intl.formatMessage({ id: 'staff.list.allStates' })}</option>
          {LIST_STATES.map((state) => (
            <option key={state} value={state}>
              {intl.formatMessage({ id: STATE_MESSAGES[state] })}
            </option>
          ))}
        </NativeSelect>
        <button type="submit" className="button">
          <FormattedMessage id="staff.list.apply" />
        </button>
      </Form>
      {appointments.length === 0 ? (
        <p className="calendar-empty" role="status">
          <FormattedMessage id="staff.list.empty" />
        </p>
      ) : (
        <ol className="list-items">
          {appointments.map((a) => {
            const state = a.status === 'cancelled' && a.cancelled_by === 'no_show' ? 'no_show' : a.status;
            const struck = a.status === 'cancelled';
            return (
              <li key={a.id} className={`list-item${struck ? ' is-struck' : ''}`}>
                <Link
                  className="list-item-link"
                  to={`${dayPath(branch.slug, a.start.slice(0, 10))}/appointments/${a.id}`}
                >
                  <span className="list-item-when">
                    <FormattedZoned value={a.start} dateStyle="medium" timeStyle="short" />
                  </span>{' '}
                  <strong className="list-item-name">
                    {a.customer?.name ?? <FormattedMessage id="staff.item.walkIn" />}
                  </strong>
                </Link>
                <span className="list-item-services">{a.services.map((s) => s.name).join(', ')}</span>
                <span className="list-item-meta">
                  {employeeNames.get(a.employee.id) ?? `${a.employee.first_name} ${a.employee.last_name}`}
                  {a.customer?.email ? ` · ${a.customer.email}` : ''}
                  {a.customer?.phone ? ` · ${readablePhone(a.customer.phone, branch.country)}` : ''}
                </span>
                <span className={`list-item-state is-${state}`}>
                  <FormattedMessage id={STATE_MESSAGES[state]} />
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <nav className="list-pages" aria-label={intl.formatMessage({ id: 'staff.list.pages' })}>
        {query.offset > 0 && (
          <Link
            className="button button-secondary"
            to={listSearch({ ...query, offset: Math.max(0, query.offset - STAFF_LIST_PAGE_SIZE) }) || '?'}
          >
            <FormattedMessage id="staff.list.previous" />
          </Link>
        )}
        {nextOffset !== null && (
          <Link className="button button-secondary" to={listSearch({ ...query, offset: nextOffset })}>
            <FormattedMessage id="staff.list.next" />
          </Link>
        )}
      </nav>
    </section>
  );
}
