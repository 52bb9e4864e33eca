import { isRouteErrorResponse, useRevalidator, useRouteError } from '@booking/shared/router';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { FormattedMessage } from 'react-intl';

/**
 * A calendar screen that could not be read: said in place, with Retry running its loader
 * again (the top bar stays, so staff can still switch view or branch).
 */
export function CalendarRouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="calendar-error">
      <InlineError
        message={<FormattedMessage id={notFound ? 'staff.calendar.error.notFound' : 'staff.calendar.error.load'} />}
        onRetry={() => void revalidator.revalidate()}
      />
    </div>
  );
}
