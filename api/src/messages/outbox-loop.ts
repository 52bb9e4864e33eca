/** What the loop runs: one round of sending (and pruning), as `createOutboxSender().tick`. */
export type OutboxTick = () => Promise<void>;

/** The default of OUTBOX_INTERVAL_MS. */
export const OUTBOX_INTERVAL_MS = 5_000;

/**
 * Runs `tick` every `intervalMs`, one round at a time (a slow round delays the next, it
 * never overlaps it), logging a failed round and going on. `stop` cancels the timer and
 * waits for the round in flight, so the database can be closed after it.
 */
export function startOutboxLoop(tick: OutboxTick, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(tick).catch((error: unknown) => console.error('Outbox', { error }));
  }, intervalMs);
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
