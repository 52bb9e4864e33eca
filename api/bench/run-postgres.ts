/** Run by bench/run.ts under scripts/with-postgres.sh: the PostgreSQL half, as one JSON line. */
import { runEngine } from './run-engine';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('run-postgres needs DATABASE_URL (scripts/with-postgres.sh sets it)');
const result = await runEngine('PostgreSQL', { databaseUrl: url, dataDir: '' });
console.info(`BENCH_RESULT ${JSON.stringify(result)}`);
