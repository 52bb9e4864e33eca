import { paymentLoader } from './api/payment-loader';
import { PaymentStep } from './components/payment-step';

/** The online payment's return page, loaded on demand. */
export const loader = paymentLoader;
export const Component = PaymentStep;
