import type { Customer, CustomerSort } from '@booking/shared/contract/customers';
import { Link } from '@booking/shared/router';
import { FormattedPhone } from '@booking/shared/ui/format/formatted-phone';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { listName } from '../domain/customer-name';
import { type ListSearch, sortedBy, writeListSearch } from '../domain/list-search';
import { SourceLabel } from './source-label';

interface CustomerTableProps {
  branch: string;
  /** The branch's country: its numbers are shown nationally. */
  country: string;
  customers: Customer[];
  search: ListSearch;
}

/** The list from 768 px: a table whose sortable column headings are links that sort by them. */
export function CustomerTable({ branch, country, customers, search }: CustomerTableProps) {
  return (
    <div className="customer-table-wrap">
      <table className="customer-table">
        <caption className="visually-hidden">
          <FormattedMessage id="staff.customers.title" />
        </caption>
        <thead>
          <tr>
            <SortHeading search={search} sort="last_name">
              <FormattedMessage id="staff.customers.column.name" />
            </SortHeading>
            <SortHeading search={search} sort="customer_number">
              <FormattedMessage id="staff.customers.column.number" />
            </SortHeading>
            <th scope="col">
              <FormattedMessage id="staff.customers.column.contact" />
            </th>
            <th scope="col">
              <FormattedMessage id="staff.customers.column.source" />
            </th>
            <SortHeading search={search} sort="created_at">
              <FormattedMessage id="staff.customers.column.created" />
            </SortHeading>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.id}>
              <th scope="row">
                <Link to={`/staff/${branch}/customers/${customer.id}`} className="customer-name-link">
                  {listName(customer)}
                </Link>
              </th>
              <td>{customer.customer_number}</td>
              <td className="customer-table-contact">
                {customer.email && <EmailText email={customer.email} />}
                {customer.phone && (
                  <span className="customer-table-phone">
                    <FormattedPhone phone={customer.phone} country={country} />
                  </span>
                )}
              </td>
              <td>
                <SourceLabel source={customer.source} />
              </td>
              <td>
                <FormattedDate value={customer.created_at} dateStyle="medium" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortHeading({ search, sort, children }: { search: ListSearch; sort: CustomerSort; children: ReactNode }) {
  const active = search.sort === sort;
  return (
    <th scope="col" aria-sort={active ? (search.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link to={writeListSearch(sortedBy(search, sort)) || '?'} className="sort-link">
        {children}
        <span aria-hidden="true" className="sort-mark">
          {active ? (search.order === 'asc' ? ' ▲' : ' ▼') : ''}
        </span>
      </Link>
    </th>
  );
}

/** An email that may wrap after its `@` before it wraps anywhere else. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span className="customer-table-email">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
