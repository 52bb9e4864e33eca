import { call } from '@booking/shared/api-client/call';
import { signOut } from '@booking/shared/contract/operations/staff-session';
import { useNavigate } from '@booking/shared/router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { staffCallOptions } from './staff-load';

/** Ends the staff session and goes to sign in: the one sign-out of the branch choice and the calendar's bar. */
export function SignOutButton({ className = 'button button-secondary' }: { className?: string }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={signingOut}
      onClick={async () => {
        setSigningOut(true);
        await call(signOut, {}, staffCallOptions());
        navigate('/staff');
      }}
    >
      <FormattedMessage id="staff.signOut" />
    </button>
  );
}
