import { customersLoader } from './api/customers-loader';
import { CustomerListPage } from './components/customer-list-page';

/** Loaded on demand (route `lazy`): the customer list. */
export const loader = customersLoader;
export const Component = CustomerListPage;
