/** A JSON answer as the API sends it. */
export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake transport for the API client's `deps`: records each request and answers with the
 * given responses in turn, then fails like a dropped network. Waits between retries take no
 * time.
 */
export function fakeTransport(...answers: Response[]) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  };
  return { requests, deps: { fetch, sleep: async () => {} } };
}
