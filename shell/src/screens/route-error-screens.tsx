import { isRouteErrorResponse, useRouteError } from '@booking/shared/router';
import { useEffect } from 'react';
import { BootError } from '../boot/boot-outcomes';
import { useTitleOverride } from '../layout/page-title-override';
import { PlainLayout } from '../layout/plain-layout';
import { reportError } from '../telemetry/error-reporting';
import { ErrorMessage } from './error-message';
import { isStaleDeployError } from './is-stale-deploy-error';
import { NewVersionMessage } from './new-version-message';
import { NotFoundMessage } from './not-found-message';

/** Boot failures were reported where they happened; anything else reaching a boundary is reported here, once. */
function useReportUnexpected(error: unknown): void {
  useEffect(() => {
    if (error instanceof BootError || isRouteErrorResponse(error)) return;
    reportError(error, { boundary: 'route' });
  }, [error]);
}

/** The API answered 503 (after the client's retries): an outage to wait out, not a bug. */
function isUnavailable(error: unknown): boolean {
  if (error instanceof BootError) return error.httpStatus === 503;
  return isRouteErrorResponse(error) && error.status === 503;
}

/** Boundary of the merchant and staff areas: merchant_not_found (blank layout), unavailable or the generic error. */
export function BootErrorScreen() {
  const error = useRouteError();
  useReportUnexpected(error);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PlainLayout titleId="shell.merchantNotFound.title">
        <NotFoundMessage kind="merchant" />
      </PlainLayout>
    );
  }
  const unavailable = isUnavailable(error);
  return (
    <PlainLayout titleId={unavailable ? 'shell.unavailable.title' : 'shell.error.title'}>
      {isStaleDeployError(error) ? <NewVersionMessage /> : <ErrorMessage unavailable={unavailable} />}
    </PlainLayout>
  );
}

/** Boundary inside the merchant's layout: a remote's 404 is not_found, 503 unavailable, anything else the generic error. */
export function ContentErrorScreen() {
  const error = useRouteError();
  useReportUnexpected(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const stale = !notFound && isStaleDeployError(error);
  const unavailable = isUnavailable(error);
  useTitleOverride(
    notFound
      ? 'shell.notFound.title'
      : stale
        ? 'shell.newVersion.title'
        : unavailable
          ? 'shell.unavailable.title'
          : 'shell.error.title',
  );
  if (notFound) return <NotFoundMessage kind="page" />;
  if (stale) return <NewVersionMessage />;
  return <ErrorMessage unavailable={unavailable} />;
}

export function MerchantNotFoundScreen() {
  return (
    <PlainLayout titleId="shell.merchantNotFound.title">
      <NotFoundMessage kind="merchant" />
    </PlainLayout>
  );
}
