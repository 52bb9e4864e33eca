import { ConfirmEmailPage } from './components/confirm-email-page';

/** Loaded on demand (route `lazy`): the confirmation email's link. */
export const Component = ConfirmEmailPage;
