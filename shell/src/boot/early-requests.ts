/**
 * index.html starts two requests before any bundle arrives (env.json and, for
 * `/{organization}/...`, the configuration), so that they overlap the download of the app's
 * JavaScript instead of following it. Each is handed out once; anything missing or failed
 * falls back to the ordinary request path, with its retries.
 */
interface EarlyBoot {
  env: Promise<unknown>;
  organization: string | null;
  config: Promise<Response | null> | null;
}

declare global {
  interface Window {
    __bookingBoot?: EarlyBoot;
  }
}

export function takeEarlyEnv(): Promise<unknown> | null {
  const boot = window.__bookingBoot;
  if (!boot) return null;
  const { env } = boot;
  boot.env = Promise.resolve(null);
  return env;
}

/** A fetch that answers the first call for this organization with the early response. */
export function earlyConfigFetch(organization: string): typeof fetch {
  let early: Promise<Response | null> | null = null;
  const boot = window.__bookingBoot;
  if (boot?.config && boot.organization === organization) {
    early = boot.config;
    boot.config = null;
  }
  return async (input, init) => {
    const pending = early;
    early = null;
    // index.html may have read this response's body for the vertical: hand out a fresh copy.
    // A failed early request is the first attempt: its rejection goes to the retry policy.
    const response = pending ? (await pending)?.clone() : null;
    return response ?? fetch(input, init);
  };
}
