import { isRetryable, MAX_RETRIES, retryDelayMs } from './retry-policy';

export interface RetryDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

const defaultDeps: RetryDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Resolves with the last response (which may still be an error status) or rejects with the
 * last network error once the retries are spent. An aborted request is never retried.
 */
export async function fetchWithRetry(
  input: string,
  init: RequestInit = {},
  deps: RetryDeps = defaultDeps,
): Promise<Response> {
  for (let retry = 0; ; retry++) {
    let response: Response;
    try {
      response = await deps.fetch(input, init);
    } catch (error) {
      if (init.signal?.aborted || retry >= MAX_RETRIES) throw error;
      await deps.sleep(retryDelayMs(retry));
      continue;
    }
    if (retry >= MAX_RETRIES || !isRetryable({ kind: 'response', status: response.status })) return response;
    await deps.sleep(retryDelayMs(retry));
  }
}
