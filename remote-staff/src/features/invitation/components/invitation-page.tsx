import { SetPasswordPage } from '../../../common/set-password/set-password-page';
import { useAccountApi } from '../../../common/staff-api/staff-api';
import { acceptInvitation } from '../api/accept-invitation';

const MESSAGES = {
  title: 'staff.invitation.title',
  submit: 'staff.invitation.submit',
  doneTitle: 'staff.invitation.done.title',
  doneBody: 'staff.invitation.done.body',
};

/** The invitation email's link: the invited person chooses their password, then signs in. */
export function InvitationPage() {
  const api = useAccountApi();
  return <SetPasswordPage messages={MESSAGES} save={(token, password) => acceptInvitation(api, token, password)} />;
}
