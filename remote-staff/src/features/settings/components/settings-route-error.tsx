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
  // 503: the API's database is unreachable; worth a retry in a moment, unlike a broken page.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <div className="settings-error">
      <InlineError
        message={
          <FormattedMessage
            id={
              notFound
                ? 'staff.settings.error.notFound'
                : unavailable
                  ? 'error.unavailable'
                  : 'staff.settings.error.load'
            }
          />
        }
        onRetry={() => void revalidator.revalidate()}
      />
    </div>
  );
}
