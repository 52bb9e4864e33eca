import { checkoutLoader } from './api/checkout-loader';
import { CheckoutPage } from './components/checkout-page';

/** Loaded on demand (route `lazy`): checking out one appointment. */
export const loader = checkoutLoader;
export const Component = CheckoutPage;
