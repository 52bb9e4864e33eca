import type { Customer } from '@booking/shared/contract/customers';
import { Link } from '@booking/shared/router';
import { FormattedPhone } from '@booking/shared/ui/format/formatted-phone';
import { FormattedMessage } from 'react-intl';
import { listName } from '../domain/customer-name';

/** The list on a phone: one card per customer, the whole card a link to their page. */
export function CustomerCards({
  branch,
  country,
  customers,
}: {
  branch: string;
  country: string;
  customers: Customer[];
}) {
  return (
    <ul className="card-list customer-cards">
      {customers.map((customer) => (
        <li key={customer.id}>
          <Link to={`/staff/${branch}/customers/${customer.id}`} className="card customer-card">
            <span className="card-title">{listName(customer)}</span>
            <span className="muted">
              <FormattedMessage id="staff.customers.number" values={{ number: customer.customer_number }} />
            </span>
            {customer.email && <span className="customer-card-line">{customer.email}</span>}
            {customer.phone && (
              <span className="customer-card-line">
                <FormattedPhone phone={customer.phone} country={country} />
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
