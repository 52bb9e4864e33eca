import { ForgotPasswordPage } from './components/forgot-password-page';

/** Loaded on demand (route `lazy`): asking for a password reset email. */
export const Component = ForgotPasswordPage;
