/**
 * `npm run fuzz -w api [-- runs [seed]]`: many more bad requests than the test run
 * (test/bad-input-property.test.ts), `runs` per operation of the contract's list (reads
 * included), against a fresh in-memory database with the demo data. Prints every failure
 * with its input, and the answers by status.
 */
import { fuzzOperations } from '../test/fuzz/run-fuzz';
import { startTestApp } from '../test/helpers/test-app';

const runs = Number(process.argv[2] ?? 400);
const seed = Number(process.argv[3] ?? Date.now() % 1_000_000_000);

const testApp = await startTestApp();
const started = performance.now();
const figures = await fuzzOperations(testApp, { seed, runs });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
for (const failure of figures.failures) {
  const { method, path, headers, body, kind } = failure.request;
  console.info(`FAIL ${failure.operation} (${kind}): ${failure.problem}`);
  console.info(`  ${method} ${path}`);
  console.info(`  content-type: ${headers['content-type'] ?? '(none)'}`);
  console.info(`  body: ${(body ?? '').slice(0, 300)}`);
}
console.info(
  `fuzz: seed ${seed}, ${figures.operations} operations (${figures.reads} reads), ${figures.tried} bad inputs ` +
    `tried in ${seconds} s, ` +
    `${figures.failures.length} failures; answers by status: ${JSON.stringify(figures.statuses)}`,
);
await testApp.db.close();
process.exit(figures.failures.length ? 1 : 0);
