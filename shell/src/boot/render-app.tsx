import { RouterProvider } from '@booking/shared/router';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlRoot } from '../i18n/intl-root';
import { FatalErrorScreen } from '../screens/fatal-error-screen';
import { GlobalErrorGate } from '../screens/global-error-gate';
import { ConsentBarHost } from '../telemetry/consent/consent-bar-host';
import { reportError } from '../telemetry/error-reporting';
import { markGlobalFailure } from '../telemetry/global-error';
import type { AppRouter } from './start-router';
import { TakeOverDone } from './take-over';

/**
 * The boot's last step, a chunk of its own (bootstrap.tsx): React's root and the app's frame.
 * React 19 root hooks report errors no route boundary caught. Caught ones are reported by the
 * route boundaries themselves (screens/route-error-screens.tsx), so onCaughtError stays unset.
 */
function rootIn(container: HTMLElement): Root {
  return createRoot(container, {
    onUncaughtError: (error) => {
      reportError(error, { react: 'uncaught' });
      markGlobalFailure();
    },
    onRecoverableError: (error) => reportError(error, { react: 'recoverable' }),
  });
}

/** Without an environment file the app cannot go on: say so. */
export function renderFatal(container: HTMLElement): void {
  rootIn(container).render(
    <IntlRoot>
      <FatalErrorScreen />
    </IntlRoot>,
  );
}

/** Returns the render the take-over calls (take-over.tsx), so that the root exists before it. */
export function appRenderer(container: HTMLElement, router: AppRouter): () => void {
  const root = rootIn(container);
  return () =>
    root.render(
      <StrictMode>
        <IntlRoot>
          {/* Before the page, as the server draws it (server/render-page.tsx). */}
          <ConsentBarHost />
          <GlobalErrorGate>
            <RouterProvider router={router} />
          </GlobalErrorGate>
        </IntlRoot>
        <TakeOverDone container={container} />
      </StrictMode>,
    );
}
