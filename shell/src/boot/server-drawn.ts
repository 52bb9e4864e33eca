import type { Configuration } from '@booking/shared/contract/configuration';
import type { createBrowserRouter } from '@booking/shared/router';
import { organizationFromPath } from './organization-from-path';

type HydrationState = NonNullable<NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData']>;

/**
 * A page the server drew for React to hydrate: its loaders' data and the merchant it was drawn
 * for, or none for a page of the staff area (`/staff`), which belongs to no merchant.
 */
export interface ServerDrawnPage {
  hydrationData: HydrationState;
  configuration: Configuration | null;
}

/**
 * The server's page is hydrated when the server inlined its loaders' data with it (the boot
 * data block, server/render-page.tsx). A view drawn without it (the not-found views) is drawn
 * anew by the app.
 */
export function serverDrawnPage(container: HTMLElement): ServerDrawnPage | null {
  if (!container.hasAttribute('data-server-drawn')) return null;
  try {
    const boot = JSON.parse(document.getElementById('booking-boot')?.textContent ?? 'null') as {
      configuration?: { results?: { configuration?: Configuration } } | null;
      router?: HydrationState;
    } | null;
    if (!boot?.router) return null;
    const configuration = boot.configuration?.results?.configuration ?? null;
    // Only the staff area is drawn without a merchant's configuration.
    if (!configuration && organizationFromPath(window.location.pathname) !== 'staff') return null;
    return { hydrationData: boot.router, configuration };
  } catch {
    return null;
  }
}
