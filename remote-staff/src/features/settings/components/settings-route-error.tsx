import { isRouteErrorResponse, useRevalidator, useRouteError } from '@booking/shared/router';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { FormattedMessage } from 'react-intl';
import { OwnersOnly } from './owners-only';

/**
 * A settings screen that could not be read: said in place, with Retry running its loader again.
 * Refused because the account is not an owner's: whose the settings are, and the way back.
 */
export function SettingsRouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 403) return <OwnersOnly />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="settings-error">
      <InlineError
        message={<FormattedMessage id={notFound ? 'staff.settings.error.notFound' : 'staff.settings.error.load'} />}
        onRetry={() => void revalidator.revalidate()}
      />
    </div>
  );
}
