import { call } from '@booking/shared/api-client/call';
import { signOut } from '@booking/shared/contract/operations/staff-session';
import { useNavigate } from '@booking/shared/router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { STAFF_SIGN_IN, useStaffApi } from '../staff-api/staff-api';

/** Ends the staff session and goes to sign in: the one sign-out of the branch choice and the calendar's bar. */
export function SignOutButton({ className = 'button button-secondary' }: { className?: string }) {
  const api = useStaffApi();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={signingOut}
      onClick={async () => {
        setSigningOut(true);
        await call(signOut, {}, api);
        navigate(STAFF_SIGN_IN);
      }}
    >
      <FormattedMessage id="staff.signOut" />
    </button>
  );
}
