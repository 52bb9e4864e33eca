import { Link, useNavigation, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { StaffPage } from '../../../common/staff-page/staff-page';
import type { customersLoader } from '../api/customers-loader';
import { pageCount } from '../domain/list-search';
import { CustomerCards } from './customer-cards';
import { CustomerSearchForm } from './customer-search-form';
import { CustomerTable } from './customer-table';
import { ListPager } from './list-pager';
import './customers.css';

/**
 * The organization's customers: search, sort and page in the URL; cards on a phone, a table
 * from 768 px (both rendered, one shown by the stylesheet).
 */
export function CustomerListPage() {
  const { branch, search, list } = useTypedLoaderData<typeof customersLoader>();
  const loading = useNavigation().state === 'loading';
  const { customers, total } = list;
  return (
    <StaffPage
      titleId="customers-title"
      title={<FormattedMessage id="staff.customers.title" />}
      actions={
        <Link to={`/staff/${branch.slug}/customers/new`} className="button">
          <FormattedMessage id="staff.customers.new" />
        </Link>
      }
    >
      <CustomerSearchForm key={`${search.q}|${search.sort}|${search.order}`} search={search} />
      <section aria-labelledby="customers-result" aria-busy={loading} className="customer-results">
        <h2 id="customers-result" className="customer-count" aria-live="polite">
          {search.q ? (
            <FormattedMessage id="staff.customers.count.search" values={{ count: total, q: search.q }} />
          ) : (
            <FormattedMessage id="staff.customers.count" values={{ count: total }} />
          )}
        </h2>
        {customers.length === 0 ? (
          <p className="muted">
            <FormattedMessage id={search.q ? 'staff.customers.empty.search' : 'staff.customers.empty'} />
          </p>
        ) : (
          <>
            <CustomerCards branch={branch.slug} country={branch.country} customers={customers} />
            <CustomerTable branch={branch.slug} country={branch.country} customers={customers} search={search} />
          </>
        )}
        <ListPager search={search} pages={pageCount(total)} />
      </section>
    </StaffPage>
  );
}
