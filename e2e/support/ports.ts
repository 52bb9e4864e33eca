/**
 * Ports of the product under test, away from the ones `npm start` uses so both can run at once.
 * `E2E_PORT_BASE` moves the whole block, so that two checkouts can run their browser tests side
 * by side on one machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 5100);

export const PORTS = {
  shell: base,
  beauty: base + 1,
  gastro: base + 2,
  staff: base + 3,
  api: base + 4,
  intake: base + 5,
  /** The build without federation, served only while the budget test runs. */
  monolith: base + 6,
} as const;

export function urlOf(port: number): string {
  return `http://localhost:${port}`;
}
