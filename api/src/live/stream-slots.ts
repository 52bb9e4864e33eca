/** How many live streams one staff session may hold open at once (decision 0043). */
export const STREAMS_PER_SESSION = 10;
/** Without MAX_LIVE_STREAMS: about 40 KB and one descriptor each, so about 40 MB at most. */
export const DEFAULT_MAX_LIVE_STREAMS = 1000;

export type StreamLimits = { perSession: number; total: number };

/**
 * Counts the open live streams of this process, per session and in all. A stream over
 * either bound is refused rather than an older one closed: a closed EventSource reconnects
 * by itself, so closing the oldest would make eleven open tabs take turns forever.
 */
export function createStreamSlots({ perSession, total }: StreamLimits) {
  const bySession = new Map<string, number>();
  let open = 0;
  return {
    /** A release function for the new stream, or null when a bound is reached. */
    take(session: string): (() => void) | null {
      const mine = bySession.get(session) ?? 0;
      if (mine >= perSession || open >= total) return null;
      bySession.set(session, mine + 1);
      open++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open--;
        const left = (bySession.get(session) ?? 1) - 1;
        if (left > 0) bySession.set(session, left);
        else bySession.delete(session);
      };
    },
  };
}
export type StreamSlots = ReturnType<typeof createStreamSlots>;
