import { ResetPasswordPage } from './components/reset-password-page';

/** Loaded on demand (route `lazy`): the password reset email's link. */
export const Component = ResetPasswordPage;
