/**
 * Bounds password hashing: at most `concurrent` hashes run at once (scrypt takes a core and
 * 128 MiB each), at most `queued` wait, and each client holds at most one place, running or
 * waiting. A flood from one address therefore costs the others one hash of waiting at most
 * per flooding address, and a full queue is refused at once rather than made longer.
 */
export type HashingSlots = {
  /** Runs `task` in a slot, or answers `busy` without running it. */
  run<T>(client: string, task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; busy: true }>;
};

export function createHashingSlots({ concurrent, queued }: { concurrent: number; queued: number }): HashingSlots {
  const holders = new Set<string>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(client, task) {
      if (holders.has(client)) return { ok: false, busy: true };
      if (running >= concurrent && waiting.length >= queued) return { ok: false, busy: true };
      holders.add(client);
      try {
        // A released slot passes straight to the first waiter, so `running` never dips.
        if (running < concurrent) running++;
        else await new Promise<void>((resolve) => waiting.push(resolve));
        try {
          return { ok: true, value: await task() };
        } finally {
          release();
        }
      } finally {
        holders.delete(client);
      }
    },
  };
}
