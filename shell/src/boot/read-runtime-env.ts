import { fetchWithRetry } from '@booking/shared/api-client/fetch-with-retry';
import { type RuntimeEnv, runtimeEnvSchema } from '@booking/shared/contract/runtime-env';
import { safeParse } from 'zod/mini';
import { takeEarlyEnv } from './early-requests';

/** `/env.json` sits beside index.html and is served no-cache: deploy settings, never baked into the build. */
export async function readRuntimeEnv(): Promise<RuntimeEnv | null> {
  try {
    const early = safeParse(runtimeEnvSchema, await takeEarlyEnv());
    if (early.success) return early.data;
    const response = await fetchWithRetry('/env.json');
    if (!response.ok) return null;
    const parsed = safeParse(runtimeEnvSchema, await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
