/** Ports of the product under test, away from the ones `npm start` uses so both can run at once. */
export const PORTS = {
  shell: 5100,
  beauty: 5101,
  gastro: 5102,
  staff: 5103,
  api: 5104,
  intake: 5105,
  /** The build without federation, served only while the budget test runs. */
  monolith: 5106,
} as const;

export function urlOf(port: number): string {
  return `http://localhost:${port}`;
}
