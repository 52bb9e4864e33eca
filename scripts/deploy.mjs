#!/usr/bin/env node
// Publishes a build into the folder a static server serves, the way a CDN deploy should:
// hashed files first, entry files (index.html, mf-manifest.json, remoteEntry) last, so no
// client ever sees an entry that points at a file not there yet; and the previous release's
// files stay, so tabs opened before the deploy can still load chunks they had not fetched.
// Files older than the previous release are removed.
//
//   node scripts/deploy.mjs <built dist folder> <served folder>
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [from, to] = process.argv.slice(2);
if (!from || !to) {
  console.error('usage: deploy.mjs <dist> <target>');
  process.exit(2);
}
if (!existsSync(from)) {
  console.error(`deploy: ${from} does not exist (build first)`);
  process.exit(1);
}

const ENTRY = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|first-screen\.json)$/;
// Text files get a brotli and a gzip copy beside them, made once here instead of on every request
// (tools/static-server sends them to browsers that accept them).
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
// A failed build leaves an empty or partial folder: never publish one.
if (!existsSync(join(from, 'index.html')) && !existsSync(join(from, 'mf-manifest.json'))) {
  console.error(`deploy: ${from} has no index.html or mf-manifest.json; refusing to publish it`);
  process.exit(1);
}
const RELEASES = join(to, '.releases.json');

function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

const sources = filesOf(from);
const compressedCopies = (file) => (COMPRESSIBLE.test(file) ? [`${file}.br`, `${file}.gz`] : []);
const incoming = [...sources, ...sources.flatMap(compressedCopies)];
const history = existsSync(RELEASES) ? JSON.parse(readFileSync(RELEASES, 'utf8')) : { current: [], previous: [] };
mkdirSync(to, { recursive: true });

const copy = (file) => {
  mkdirSync(dirname(join(to, file)), { recursive: true });
  if (COMPRESSIBLE.test(file)) {
    const body = readFileSync(join(from, file));
    // Compressed copies first: a browser never gets an entry whose .br is still the old release's.
    writeFileSync(
      join(to, `${file}.br`),
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(join(to, `${file}.gz`), gzipSync(body, { level: 9 }));
  }
  cpSync(join(from, file), join(to, file));
};
for (const file of sources.filter((f) => !ENTRY.test(f))) copy(file);
for (const file of sources.filter((f) => ENTRY.test(f))) copy(file);

const keep = new Set([...incoming, ...history.current, '.releases.json']);
for (const file of filesOf(to)) if (!keep.has(file)) rmSync(join(to, file));
writeFileSync(RELEASES, JSON.stringify({ current: incoming, previous: history.current }));
console.info(`deployed ${incoming.length} files from ${from} to ${to}`);
