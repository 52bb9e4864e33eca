import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fetchWithRetry } from './fetch-with-retry';

function responses(...statuses: number[]) {
  const calls: number[] = [];
  const fake = async () => {
    const status = statuses[calls.length] ?? 200;
    calls.push(Date.now());
    return new Response(null, { status });
  };
  return { calls, fetch: fake as unknown as typeof fetch };
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('fetchWithRetry, on a fake clock', () => {
  beforeEach(() => {
    rs.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('waits 1 s before the first retry and 2 s before the second', async () => {
    const server = responses(503, 503, 200);
    const pending = fetchWithRetry('/x', {}, { fetch: server.fetch, sleep: realSleep });
    await rs.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await rs.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    await rs.advanceTimersByTimeAsync(1999);
    expect(server.calls).toHaveLength(2);
    await rs.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(server.calls).toEqual([0, 1000, 3000]);
  });

  it('gives up after 2 retries and hands back the last error response', async () => {
    const server = responses(500, 502, 504, 200);
    const pending = fetchWithRetry('/x', {}, { fetch: server.fetch, sleep: realSleep });
    await rs.advanceTimersByTimeAsync(3000);
    expect((await pending).status).toBe(504);
    expect(server.calls).toHaveLength(3);
  });

  it('retries a network failure and rethrows it once the retries are spent', async () => {
    let calls = 0;
    const failing = (async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const pending = fetchWithRetry('/x', {}, { fetch: failing, sleep: realSleep });
    const settled = pending.catch((error: unknown) => error);
    await rs.advanceTimersByTimeAsync(3000);
    expect(await settled).toBeInstanceOf(TypeError);
    expect(calls).toBe(3);
  });
});

describe('fetchWithRetry, which statuses', () => {
  const noWait = { sleep: async () => {} };

  it.each([408, 429, 500, 503, 599])('retries HTTP %i', async (status) => {
    const server = responses(status, 200);
    const response = await fetchWithRetry('/x', {}, { ...noWait, fetch: server.fetch });
    expect(response.status).toBe(200);
    expect(server.calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry HTTP %i', async (status) => {
    const server = responses(status, 200);
    const response = await fetchWithRetry('/x', {}, { ...noWait, fetch: server.fetch });
    expect(response.status).toBe(status);
    expect(server.calls).toHaveLength(1);
  });

  it('does not retry a request the caller aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    let calls = 0;
    const aborted = (async () => {
      calls++;
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch;
    await expect(fetchWithRetry('/x', { signal: controller.signal }, { ...noWait, fetch: aborted })).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
