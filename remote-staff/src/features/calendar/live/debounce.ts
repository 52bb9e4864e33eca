/**
 * Calls `run` once, `waitMs` after the last of a burst of calls: a booking writes the
 * appointment and its payment in quick succession, and one refetch covers both.
 */
export function debounce(run: () => void, waitMs: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    call() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        run();
      }, waitMs);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
