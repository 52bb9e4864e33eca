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

/** Boundary of the merchant and staff areas: merchant_not_found (blank layout) or the generic error. */
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
  return (
    <PlainLayout titleId="shell.error.title">
      {isStaleDeployError(error) ? <NewVersionMessage /> : <ErrorMessage />}
    </PlainLayout>
  );
}

/** Boundary inside the merchant's layout: a remote's 404 is not_found, anything else the generic error. */
export function ContentErrorScreen() {
  const error = useRouteError();
  useReportUnexpected(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const stale = !notFound && isStaleDeployError(error);
  useTitleOverride(notFound ? 'shell.notFound.title' : stale ? 'shell.newVersion.title' : 'shell.error.title');
  if (notFound) return <NotFoundMessage kind="page" />;
  if (stale) return <NewVersionMessage />;
  return <ErrorMessage />;
}

export function MerchantNotFoundScreen() {
  return (
    <PlainLayout titleId="shell.merchantNotFound.title">
      <NotFoundMessage kind="merchant" />
    </PlainLayout>
  );
}
