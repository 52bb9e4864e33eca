import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The newest Debian PostgreSQL's pgbench, or $PG_BIN's. */
export async function findPgBin(): Promise<string | null> {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = (await readdir(root)).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'pgbench')));
  return bin ?? null;
}

/** Transactions per second of a pgbench script with `clients` clients, straight against PostgreSQL. */
export async function runPgbench(url: string, script: string, options: { clients: number; seconds: number }) {
  const bin = await findPgBin();
  if (!bin) return { skipped: 'no pgbench found (set PG_BIN)' } as const;
  const dir = await mkdtemp(join(tmpdir(), 'pgbench-'));
  try {
    const file = join(dir, 'booking.sql');
    await writeFile(file, script);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(options.clients),
      '-j',
      '2',
      '-T',
      String(options.seconds),
      '-f',
      file,
      url,
    ];
    const { stdout } = await promisify(execFile)(join(bin, 'pgbench'), args, { maxBuffer: 1 << 20 });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { tps: Number(tps) } as const;
  } finally {
    await rm(dir, { recursive: true });
  }
}
