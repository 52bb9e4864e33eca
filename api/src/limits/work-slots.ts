/**
 * Bounds heavy work of one kind in this process: at most `concurrent` tasks run at once, at
 * most `queued` wait, and each client holds at most `perClient` places, running or waiting.
 * A flood from one client therefore costs the others at most its own places of waiting, and a
 * full queue is refused at once rather than made longer. Used for password hashing (scrypt
 * takes a core and 128 MiB: decision 0022, one place per address) and image decoding (a core
 * and up to a few hundred MB: decision 0078, two places per organization).
 */
export type WorkSlots = {
  /** Runs `task` in a slot, or answers `busy` without running it. */
  run<T>(client: string, task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; busy: true }>;
};

export type WorkSlotLimits = { concurrent: number; queued: number; perClient?: number };

export function createWorkSlots({ concurrent, queued, perClient = 1 }: WorkSlotLimits): WorkSlots {
  const holders = new Map<string, number>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const leave = (client: string) => {
    const left = (holders.get(client) ?? 1) - 1;
    if (left > 0) holders.set(client, left);
    else holders.delete(client);
  };

  return {
    async run(client, task) {
      if ((holders.get(client) ?? 0) >= perClient) return { ok: false, busy: true };
      if (running >= concurrent && waiting.length >= queued) return { ok: false, busy: true };
      holders.set(client, (holders.get(client) ?? 0) + 1);
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
        leave(client);
      }
    },
  };
}
