import { newCustomerLoader } from './api/customer-loader';
import { NewCustomerPage } from './components/new-customer-page';

/** Loaded on demand (route `lazy`): adding a customer. */
export const loader = newCustomerLoader;
export const Component = NewCustomerPage;
