import type { CustomerSort } from '@booking/shared/contract/customers';
import { FormattedMessage } from 'react-intl';

const SORT_LABELS: Record<CustomerSort, string> = {
  last_name: 'staff.customers.sort.last_name',
  first_name: 'staff.customers.sort.first_name',
  customer_number: 'staff.customers.sort.customer_number',
  created_at: 'staff.customers.sort.created_at',
};

/** What a sort key is called in the sort select. */
export function SortLabel({ sort }: { sort: CustomerSort }) {
  return <FormattedMessage id={SORT_LABELS[sort]} />;
}
