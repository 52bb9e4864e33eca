import type { CustomerSource } from '@booking/shared/contract/customers';
import { FormattedMessage } from 'react-intl';

/** Where a record came from: an online booking that found no customer, or staff. */
export function SourceLabel({ source }: { source: CustomerSource }) {
  return (
    <FormattedMessage id={source === 'online' ? 'staff.customers.source.online' : 'staff.customers.source.staff'} />
  );
}
