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
  // 503: the API's database is unreachable; worth a retry in a moment, unlike a broken page.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <div className="calendar-error">
      <InlineError
        message={
          <FormattedMessage
            id={
              notFound
                ? 'staff.calendar.error.notFound'
                : unavailable
                  ? 'error.unavailable'
                  : 'staff.calendar.error.load'
            }
          />
        }
        onRetry={() => void revalidator.revalidate()}
      />
    </div>
  );
}
