#!/usr/bin/env node
// Runs the built product: the API (PGlite under .data/ unless DATABASE_URL is set), the shell
// and the three remotes, each remote on its own origin. Ctrl-C stops every process.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const ports = {
  shell: port('SHELL_PORT', 3000),
  beauty: port('BEAUTY_PORT', 3001),
  gastro: port('GASTRO_PORT', 3002),
  staff: port('STAFF_PORT', 3003),
  api: port('API_PORT', 4000),
};
const origin = (p) => `http://localhost:${p}`;
const dataDir = process.env.DATA_DIR ?? join(repo, '.data');

// BOOKING_CLOCK_START runs the product on a clock from that instant (the browser tests, a demo
// at a given hour; decision 0036). Fixing the real instant it stands for here, once, keeps the
// API, its seed and the server's drawing on one time however far apart they start.
const clockStart = process.env.BOOKING_CLOCK_START || null;
if (clockStart && !process.env.BOOKING_CLOCK_STARTED_AT) process.env.BOOKING_CLOCK_STARTED_AT = String(Date.now());
mkdirSync(dataDir, { recursive: true });

const envFile = join(dataDir, 'env.json');
writeFileSync(
  envFile,
  `${JSON.stringify(
    {
      environment: process.env.BOOKING_ENVIRONMENT ?? 'local',
      apiBase: process.env.API_BASE ?? origin(ports.api),
      remotes: {
        beauty: `${origin(ports.beauty)}/mf-manifest.json`,
        gastro: `${origin(ports.gastro)}/mf-manifest.json`,
        staff: `${origin(ports.staff)}/mf-manifest.json`,
      },
      analytics: {
        key: process.env.ANALYTICS_KEY ?? null,
        host: process.env.ANALYTICS_HOST ?? null,
        sessionIdleTimeoutSeconds: 1800,
      },
      errorReporting: {
        dsn: process.env.ERROR_REPORTING_DSN ?? null,
        sampleRate: Number(process.env.ERROR_SAMPLE_RATE ?? 0.5),
      },
      links: {
        privacy: process.env.PRIVACY_URL ?? 'https://www.example.com/privacy',
        imprint: process.env.IMPRINT_URL ?? 'https://www.example.com/imprint',
        terms: process.env.TERMS_URL ?? 'https://www.example.com/terms',
        poweredBy: process.env.POWERED_BY_URL ?? 'https://www.example.com/',
      },
    },
    null,
    2,
  )}\n`,
);

// Serve published copies, not the build folders: a rebuild then changes nothing until it is
// deployed (scripts/deploy.mjs), and the previous release's chunks stay available.
const www = join(dataDir, 'www');
const apps = { shell: 'shell', beauty: 'remote-beauty', gastro: 'remote-gastro', staff: 'remote-staff' };
for (const [name, folder] of Object.entries(apps)) {
  execFileSync(process.execPath, [join(repo, 'scripts/deploy.mjs'), join(repo, folder, 'dist'), join(www, name)], {
    stdio: process.env.QUIET ? 'ignore' : 'inherit',
  });
}

const shellOrigin = origin(ports.shell);
const staticServer = join(repo, 'tools/static-server/src/main.ts');
const tsx = join(repo, 'node_modules/.bin/tsx');
const children = [];

function run(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = `[${name}] `;
  child.stdout.on('data', (d) => process.stdout.write(prefix + d.toString().replace(/\n(?=.)/g, `\n${prefix}`)));
  child.stderr.on('data', (d) => process.stderr.write(prefix + d.toString().replace(/\n(?=.)/g, `\n${prefix}`)));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping everything`);
      stop(code || 1);
    }
  });
  children.push(child);
}

run('api', tsx, ['api/src/main.ts'], {
  PORT: String(ports.api),
  // Manage links in messages and the demo merchants' images point at this shell.
  BOOKING_SITE_URL: process.env.BOOKING_SITE_URL ?? shellOrigin,
  DATA_DIR: join(dataDir, 'pglite'),
  CORS_ORIGINS: [
    ...[ports.shell, ports.beauty, ports.gastro, ports.staff].map(origin),
    ...(process.env.EXTRA_CORS_ORIGINS ?? '').split(','),
  ]
    .filter(Boolean)
    .join(','),
});
run('shell', tsx, [
  staticServer,
  '--root',
  join(www, 'shell'),
  '--port',
  String(ports.shell),
  '--spa',
  '--first-screen',
  '--env-file',
  envFile,
]);
for (const remote of ['beauty', 'gastro', 'staff']) {
  run(remote, tsx, [
    staticServer,
    '--root',
    join(www, remote),
    '--port',
    String(ports[remote]),
    '--cors-origin',
    shellOrigin,
  ]);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.info(`
Booking product starting:
  salon        ${shellOrigin}/demo-salon
  restaurant   ${shellOrigin}/demo-restaurant
  staff        ${shellOrigin}/staff   (staff@demo-salon.test / demo-salon-staff)
  API          ${origin(ports.api)}${clockStart ? `\n  clock        from ${clockStart} (BOOKING_CLOCK_START)` : ''}
`);
