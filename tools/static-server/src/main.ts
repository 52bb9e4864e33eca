#!/usr/bin/env -S npx tsx
import { parseArgs } from 'node:util';
import { clockFromEnv } from '@booking/shared/time/clock-from-env';
import { serve } from '@hono/node-server';
import { createStaticApp } from './app';
import { installRunningDate } from './install-running-date';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    spa: { type: 'boolean', default: false },
    'first-screen': { type: 'boolean', default: false },
    'env-file': { type: 'string' },
    'cors-origin': { type: 'string', multiple: true, default: [] },
  },
});

if (!values.root || !values.port) {
  console.error(
    'usage: static-server --root DIR --port N [--spa [--first-screen]] [--env-file FILE] [--cors-origin ORIGIN]...',
  );
  process.exit(2);
}

// The browser tests' running clock (decision 0036): the pages this server draws name the same
// day as the API that answers them.
const clock = clockFromEnv(process.env);
if (clock) installRunningDate(clock);

const app = createStaticApp({
  root: values.root,
  spa: values.spa ?? false,
  envFile: values['env-file'],
  corsOrigins: values['cors-origin'] ?? [],
  firstScreen: values['first-screen'] ?? false,
});
const port = Number(values.port);
const server = serve({ fetch: app.fetch, port }, () => {
  console.info(`static ${values.root} on http://localhost:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
