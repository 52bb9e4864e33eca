import { loaderStores } from '@booking/shared/stores/request-stores';
import { useRuntimeEnv } from '@booking/shared/stores/runtime-env';
import { useMemo } from 'react';
import type { RuntimeEnv } from '../contract/runtime-env';

/**
 * How a call reaches the booking API: its base, and for staff pages the session cookie of the
 * API's origin and where an ended session goes. The one source of it is the page's stores: a
 * loader reads them from its context (`loaderApi`), a component from the app's context
 * (`useApi`), so a page drawn on the server and the same page in the browser call the same API.
 */
export interface ApiAccess {
  apiBase: string;
  /** `include` for the staff session (an httpOnly cookie of the API's origin). */
  credentials?: RequestCredentials;
  /** Where a 401 goes (a thrown redirect in loaders); without it, 401 is a failure like any other. */
  signInPath?: string;
}

function accessOf(env: RuntimeEnv | null): ApiAccess {
  if (!env) throw new Error('API base requested before the environment file was read');
  return { apiBase: env.apiBase };
}

/** The API a route loader calls: its server request's, or in the browser the shell's environment. */
export function loaderApi(context: unknown): ApiAccess {
  return accessOf(loaderStores(context).env.getState().env);
}

/**
 * The API a component and its writes call: the same value, through the app's context. The
 * same object from render to render while the environment stays, so an effect may depend on it.
 */
export function useApi(): ApiAccess {
  const env = useRuntimeEnv();
  return useMemo(() => accessOf(env), [env]);
}
