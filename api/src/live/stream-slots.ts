/** How many live streams one staff session may hold open at once (decision 0043). */
export const STREAMS_PER_SESSION = 10;
/** Without MAX_LIVE_STREAMS: about 40 KB and one descriptor each, so about 40 MB at most. */
export const DEFAULT_MAX_LIVE_STREAMS = 1000;
/**
 * The part of the process's streams one organization may hold (decision 0078): a tenth, so
 * that ten merchants at least fit and one never keeps the others out.
 */
export const ORGANIZATION_SHARE_OF_STREAMS = 0.1;

export type StreamLimits = { perSession: number; perOrganization: number; total: number };

/** The limits for a process of `total` streams: ten a session, an organization its share. */
export function streamLimits(total: number): StreamLimits {
  return {
    perSession: STREAMS_PER_SESSION,
    perOrganization: Math.max(1, Math.floor(total * ORGANIZATION_SHARE_OF_STREAMS)),
    total,
  };
}

/** Open streams by key, released one by one. */
function createCounter() {
  const counts = new Map<string, number>();
  return {
    of: (key: string) => counts.get(key) ?? 0,
    add: (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1),
    remove(key: string) {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
  };
}

/**
 * Counts the open live streams of this process, per session, per organization and in all.
 * A stream over any bound is refused rather than an older one closed: a closed EventSource
 * reconnects by itself, so closing the oldest would make eleven open tabs take turns forever.
 */
export function createStreamSlots({ perSession, perOrganization, total }: StreamLimits) {
  const bySession = createCounter();
  const byOrganization = createCounter();
  let open = 0;
  return {
    /** A release function for the new stream, or null when a bound is reached. */
    take(session: string, organization: string): (() => void) | null {
      if (bySession.of(session) >= perSession || byOrganization.of(organization) >= perOrganization) return null;
      if (open >= total) return null;
      bySession.add(session);
      byOrganization.add(organization);
      open++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open--;
        bySession.remove(session);
        byOrganization.remove(organization);
      };
    },
  };
}
export type StreamSlots = ReturnType<typeof createStreamSlots>;
