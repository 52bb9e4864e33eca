import { fetchWithRetry } from '@booking/shared/api-client/fetch-with-retry';
import { type RuntimeEnv, runtimeEnvSchema } from '@booking/shared/contract/runtime-env';
import { safeParse } from 'zod/mini';

/** `/env.json` sits beside index.html and is served no-cache: deploy settings, never baked into the build. */
export async function readRuntimeEnv(): Promise<RuntimeEnv | null> {
  try {
    const response = await fetchWithRetry('/env.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = safeParse(runtimeEnvSchema, await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
