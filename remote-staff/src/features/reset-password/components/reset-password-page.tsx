import { SetPasswordPage } from '../../../common/set-password/set-password-page';
import { useAccountApi } from '../../../common/staff-api/staff-api';
import { resetPassword } from '../api/reset-password';

const MESSAGES = {
  title: 'staff.resetPassword.title',
  submit: 'staff.resetPassword.submit',
  doneTitle: 'staff.resetPassword.done.title',
  doneBody: 'staff.resetPassword.done.body',
};

/** The password reset email's link: a new password, then sign in with it. */
export function ResetPasswordPage() {
  const api = useAccountApi();
  return <SetPasswordPage messages={MESSAGES} save={(token, password) => resetPassword(api, token, password)} />;
}
