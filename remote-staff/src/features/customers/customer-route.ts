import { customerLoader } from './api/customer-loader';
import { CustomerPage } from './components/customer-page';

/** Loaded on demand (route `lazy`): one customer, and editing them. */
export const loader = customerLoader;
export const Component = CustomerPage;
