import { RouterProvider } from '@booking/shared/router';
import { type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { IntlRoot } from '../i18n/intl-root';
import { FatalErrorScreen } from '../screens/fatal-error-screen';
import { ConsentBarHost } from '../telemetry/consent/consent-bar-host';
import { reportError } from '../telemetry/error-reporting';
import { markGlobalFailure } from '../telemetry/global-error';
import { AppTree } from './app-tree';
import type { AppRouter, StartedRouter } from './start-router';
import { TakeOverDone } from './take-over';
import { yieldToMain } from './yield-to-main';

/**
 * The boot's last step, a chunk of its own (bootstrap.tsx): React's root and the app's frame.
 * React 19 root hooks report errors no route boundary caught. Caught ones are reported by the
 * route boundaries themselves (screens/route-error-screens.tsx), so onCaughtError stays unset.
 * A recoverable error is above all a hydration mismatch: React drew the page anew, and the
 * server's page and the app's differ, which is a bug to fix, so it is reported.
 */
const rootOptions: RootOptions = {
  onUncaughtError: (error) => {
    reportError(error, { react: 'uncaught' });
    markGlobalFailure();
  },
  onRecoverableError: (error) => reportError(error, { react: 'recoverable' }),
};

/**
 * After hydration, not before: a redirect while React hydrates would change the page under it.
 * The loaders' data changes in place, so a form the visitor is filling in stays as it is.
 */
function RevalidateWhenHydrated({ router }: { router: AppRouter }) {
  useEffect(() => {
    // A task of its own: in hydration's effects it made their task the longest of the visit.
    void yieldToMain().then(() => router.revalidate());
  }, [router]);
  return null;
}

/** Without an environment file the app cannot go on: say so. */
export function renderFatal(container: HTMLElement): void {
  createRoot(container, rootOptions).render(
    <IntlRoot>
      <FatalErrorScreen />
    </IntlRoot>,
  );
}

/**
 * Returns the render the take-over calls (take-over.tsx). A page the server drew with its
 * loaders' data is hydrated: React keeps the server's elements and attaches to them. Any other
 * page (index.html's loading state, a not-found view) is drawn anew.
 */
export function appRenderer(
  container: HTMLElement,
  { router, hydrate, revalidateWhenHydrated }: StartedRouter,
): () => void {
  const app: ReactNode = (
    <AppTree
      intl={(children) => <IntlRoot>{children}</IntlRoot>}
      // Before the page, as the server draws it (server/render-app-tree.tsx).
      consentBar={<ConsentBarHost />}
      page={<RouterProvider router={router} />}
      after={
        <>
          <TakeOverDone container={container} />
          {revalidateWhenHydrated && <RevalidateWhenHydrated router={router} />}
        </>
      }
    />
  );
  if (hydrate) return () => void hydrateRoot(container, app, rootOptions);
  const root = createRoot(container, rootOptions);
  return () => root.render(app);
}
