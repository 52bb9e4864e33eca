import { SetPasswordPage } from '../../../common/set-password/set-password-page';
import { resetPassword } from '../api/reset-password';

const MESSAGES = {
  title: 'staff.resetPassword.title',
  submit: 'staff.resetPassword.submit',
  doneTitle: 'staff.resetPassword.done.title',
  doneBody: 'staff.resetPassword.done.body',
};

/** The password reset email's link: a new password, then sign in with it. */
export function ResetPasswordPage() {
  return <SetPasswordPage messages={MESSAGES} save={resetPassword} />;
}
