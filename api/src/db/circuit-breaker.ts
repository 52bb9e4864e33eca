export type CircuitBreakerOptions = {
  /** Consecutive failures that open the circuit. */
  failures: number;
  /** How long an open circuit refuses before it lets one probe through. */
  openMs: number;
  /** A monotonic clock in milliseconds (performance.now; tests pass a fake). */
  now: () => number;
};

/** Whether a call may go ahead; refused with how long until the next probe may. */
export type Admission = { ok: true } | { ok: false; retryAfterMs: number };

export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * Stops calling a dependency that keeps failing, so callers are answered at once instead of
 * each waiting out its own timeout. Closed: every call goes ahead, and `failures` in a row
 * open it. Open: every call is refused until `openMs` have passed. Then half-open: one call
 * goes ahead as the probe while the others are still refused; its success closes the
 * circuit, its failure opens it again for another `openMs`.
 *
 * Pure bookkeeping: the caller asks `admit` before a call and reports `succeeded` or
 * `failed` after it (with the admission's `probe` flag, so a late answer of a call admitted
 * before the circuit opened does not pass for the probe's).
 */
export function createCircuitBreaker({ failures, openMs, now }: CircuitBreakerOptions) {
  let failuresInARow = 0;
  let openedAt: number | null = null;
  let probing = false;

  const state = (): CircuitState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= openMs ? 'half-open' : 'open';
  };
  const open = () => {
    openedAt = now();
    probing = false;
  };

  return {
    state,
    /** Asks to make a call; `probe` says this call decides whether the circuit closes. */
    admit(): Admission & { probe?: boolean } {
      const current = state();
      if (current === 'closed') return { ok: true };
      if (current === 'half-open' && !probing) {
        probing = true;
        return { ok: true, probe: true };
      }
      // While a probe is out the wait is unknown: a second is a fair guess for a retry.
      const left = current === 'open' && openedAt !== null ? openedAt + openMs - now() : 1000;
      return { ok: false, retryAfterMs: Math.max(1, left) };
    },
    succeeded(): void {
      failuresInARow = 0;
      openedAt = null;
      probing = false;
    },
    failed(probe = false): void {
      if (openedAt !== null) {
        // Only the probe's failure reopens: calls admitted before the circuit opened may
        // still be failing in, and must not keep pushing the next probe back.
        if (probe) open();
        return;
      }
      failuresInARow += 1;
      if (failuresInARow >= failures) open();
    },
    /** How long a caller refused now should wait before trying again. */
    retryAfterMs(): number {
      return openedAt === null ? openMs : Math.max(1, openedAt + openMs - now());
    },
  };
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;
