import { SetPasswordPage } from '../../../common/set-password/set-password-page';
import { acceptInvitation } from '../api/accept-invitation';

const MESSAGES = {
  title: 'staff.invitation.title',
  submit: 'staff.invitation.submit',
  doneTitle: 'staff.invitation.done.title',
  doneBody: 'staff.invitation.done.body',
};

/** The invitation email's link: the invited person chooses their password, then signs in. */
export function InvitationPage() {
  return <SetPasswordPage messages={MESSAGES} save={acceptInvitation} />;
}
