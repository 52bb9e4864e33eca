/**
 * How long the browser tests wait, in one place. Every wait is for a condition (a heading
 * shows, a report arrives), so a generous limit costs nothing when the machine is quick and
 * only bounds how long a real failure takes to show. The limits are sized for the machine
 * this runs on at its worst: two cores shared with other builds and test runs, where a cold
 * `page.goto` of the product has been seen to take longer than 30 s. `E2E_PATIENCE` scales
 * them all for a machine slower still (2 doubles every limit).
 */
const factor = Number(process.env.E2E_PATIENCE ?? 1);
if (!(factor > 0)) throw new Error(`E2E_PATIENCE must be a positive number: ${process.env.E2E_PATIENCE}`);

export const patience = (ms: number): number => Math.round(ms * factor);

/** One test, hooks and fixtures included. */
export const TEST_TIMEOUT_MS = patience(120_000);
/** One web-first assertion or `expect.poll` waiting for its condition. */
export const EXPECT_TIMEOUT_MS = patience(30_000);
/** The product's processes starting and answering (build deployed, database migrated, seeded). */
export const STARTUP_TIMEOUT_MS = patience(180_000);
