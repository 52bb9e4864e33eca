import type { CallOptions } from '@booking/shared/api-client/call';
import { getApiBase } from '@booking/shared/stores/runtime-env';

/** Every staff call: the API's origin and the session cookie of that origin. */
export function staffCallOptions(signal?: AbortSignal): CallOptions {
  return { apiBase: getApiBase(), credentials: 'include', ...(signal ? { signal } : {}) };
}
