import { isRouteErrorResponse, useRevalidator, useRouteError } from '@booking/shared/router';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { FormattedMessage } from 'react-intl';

/** A settings screen that could not be read: said in place, with Retry running its loader again. */
export function SettingsRouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
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
