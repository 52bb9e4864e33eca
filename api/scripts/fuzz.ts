/**
 * `npm run fuzz -w api [-- runs [seed]]`: many more bad requests than the test run
 * (test/bad-input-property.test.ts), against a fresh in-memory database with the demo data.
 * Prints how many inputs were tried per operation and every failure with its input.
 */
import { fuzzWrites } from '../test/fuzz/run-fuzz';
import { startTestApp } from '../test/helpers/test-app';

const runs = Number(process.argv[2] ?? 400);
const seed = Number(process.argv[3] ?? Date.now() % 1_000_000_000);

const testApp = await startTestApp();
const started = performance.now();
const figures = await fuzzWrites(testApp.app, { seed, runs });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
for (const failure of figures.failures) {
  const { method, path, headers, body, kind } = failure.request;
  console.info(`FAIL ${failure.operation} (${kind}): ${failure.problem}`);
  console.info(`  ${method} ${path}`);
  console.info(`  content-type: ${headers['content-type'] ?? '(none)'}`);
  console.info(`  body: ${(body ?? '').slice(0, 300)}`);
}
console.info(
  `fuzz: seed ${seed}, ${figures.operations} write operations, ${figures.tried} bad inputs tried in ${seconds} s, ` +
    `${figures.failures.length} failures; answers by status: ${JSON.stringify(figures.statuses)}`,
);
await testApp.db.close();
process.exit(figures.failures.length ? 1 : 0);
