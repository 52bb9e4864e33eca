/**
 * A drawn page's `Server-Timing` header: where its time went (the merchant's configuration, the
 * loaders' API answers, React's render, and the whole drawing), shown per request in the
 * browser's developer tools and read by the throughput bench. Durations only: no names or
 * addresses that could carry a customer's token.
 */
export interface DrawTimings {
  configuration?: number;
  data?: number;
  render?: number;
}

const PHASES = ['configuration', 'data', 'render'] as const;

export function serverTiming(timings: DrawTimings | undefined, totalMs: number): string {
  const phases = PHASES.flatMap((phase) => {
    const ms = timings?.[phase];
    return typeof ms === 'number' && Number.isFinite(ms) ? [`${phase};dur=${ms.toFixed(1)}`] : [];
  });
  return [...phases, `draw;dur=${totalMs.toFixed(1)}`].join(', ');
}
