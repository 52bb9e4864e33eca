import { type ReactNode, StrictMode } from 'react';
import { GlobalErrorGate } from '../screens/global-error-gate';

interface AppTreeProps {
  /** Provides the texts: the browser's IntlRoot, or the server's provider with the request's catalog. */
  intl: (children: ReactNode) => ReactNode;
  /** The consent bar's place, first in the page (an element that draws the bar or nothing). */
  consentBar: ReactNode;
  /** The router: the browser's RouterProvider, or the server's StaticRouterProvider. */
  page: ReactNode;
  /** After the page: what the browser does once it owns the page (an element that draws nothing). */
  after: ReactNode;
}

/**
 * The app's root, one shape for the server's render (server/render-page.tsx) and the browser's
 * (boot/render-app.tsx): React hydrates the server's markup only when both trees are the same,
 * element for element, which also gives `useId` the same values on both sides.
 */
export function AppTree({ intl, consentBar, page, after }: AppTreeProps) {
  return (
    <StrictMode>
      {intl(
        <>
          {consentBar}
          <GlobalErrorGate>{page}</GlobalErrorGate>
        </>,
      )}
      {after}
    </StrictMode>
  );
}
