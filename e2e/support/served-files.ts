import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { RemoteName } from './product';

/**
 * The published copies the running product serves ($DATA_DIR/www/<app>, written by
 * scripts/deploy.mjs) and what the redeploy tests do to them: rebuild a remote from a copy of
 * its source with one text changed, publish it, put the original back.
 */
export type App = 'shell' | RemoteName;

const e2e = join(import.meta.dirname, '..');
const repo = join(e2e, '..');
/** Inside the repository, so that the copied sources resolve the workspace's packages. */
const TEMP = join(e2e, '.tmp');

export function servedFolder(app: App): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the e2e global setup');
  return join(dataDir, 'www', app);
}

export function builtFolder(app: App): string {
  return join(repo, app === 'shell' ? 'shell' : `remote-${app}`, 'dist');
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Every file of a folder with the SHA-256 of its bytes. */
export function fingerprint(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesOf(dir).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(dir, file)))
        .digest('hex'),
    ]),
  );
}

/** Publishes a build the way a deploy does. */
export function deploy(dist: string, app: App): void {
  execFileSync(process.execPath, [join(repo, 'scripts/deploy.mjs'), dist, servedFolder(app)], { stdio: 'pipe' });
}

/**
 * Builds `remote` from a copy of its sources with the English text `key` replaced, with the
 * remote's own toolchain (its node_modules entries are linked, not shared, so the build's
 * scratch folders stay in the copy): the browser's build and the server module the shell's
 * server draws the remote's first screens with, as the remote's own build script does.
 * Returns the built folder.
 */
export function buildRemoteWithText(remote: RemoteName, key: string, text: string): string {
  const source = join(repo, `remote-${remote}`);
  const copy = join(TEMP, remote);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(join(copy, 'node_modules'), { recursive: true });
  for (const entry of ['src', 'rsbuild.config.ts', 'rsbuild.server.config.ts', 'package.json']) {
    cpSync(join(source, entry), join(copy, entry), { recursive: true });
  }
  for (const entry of readdirSync(join(source, 'node_modules'))) {
    if (entry === '.cache' || entry === '.federation') continue;
    symlinkSync(join(source, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  const tsconfig = JSON.parse(readFileSync(join(source, 'tsconfig.json'), 'utf8'));
  const fromCopy = (path: string) => relative(copy, join(source, path));
  tsconfig.extends = fromCopy(tsconfig.extends);
  tsconfig.references = (tsconfig.references ?? []).map((r: { path: string }) => ({ path: fromCopy(r.path) }));
  writeFileSync(join(copy, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));

  const catalogFile = join(copy, 'src/i18n/en.json');
  const catalog = JSON.parse(readFileSync(catalogFile, 'utf8')) as Record<string, string>;
  if (!(key in catalog)) throw new Error(`${remote} has no text ${key}`);
  catalog[key] = text;
  writeFileSync(catalogFile, JSON.stringify(catalog, null, 2));

  const rsbuild = join(copy, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  execFileSync(process.execPath, [rsbuild, 'build'], { cwd: copy, stdio: 'pipe' });
  execFileSync(process.execPath, [rsbuild, 'build', '--config', 'rsbuild.server.config.ts'], {
    cwd: copy,
    stdio: 'pipe',
  });
  return join(copy, 'dist');
}

export function removeRemoteCopy(remote: RemoteName): void {
  rmSync(join(TEMP, remote), { recursive: true, force: true });
  removeTempIfEmpty();
}

function removeTempIfEmpty(): void {
  if (existsSync(TEMP) && readdirSync(TEMP).length === 0) rmSync(TEMP, { recursive: true });
}

/**
 * Takes away every served file of `app` whose code contains `marker`, in whichever release it
 * is; the returned function puts them back.
 */
export function removeServedCode(app: App, marker: string): { removed: string[]; restore: () => void } {
  const folder = servedFolder(app);
  const backup = join(TEMP, `removed-${app}`);
  const removed = filesOf(folder).filter(
    (file) => file.endsWith('.js') && readFileSync(join(folder, file), 'utf8').includes(marker),
  );
  for (const file of removed) {
    mkdirSync(dirname(join(backup, file)), { recursive: true });
    renameSync(join(folder, file), join(backup, file));
  }
  return {
    removed,
    restore: () => {
      for (const file of removed) {
        if (existsSync(join(backup, file))) renameSync(join(backup, file), join(folder, file));
      }
      rmSync(backup, { recursive: true, force: true });
      removeTempIfEmpty();
    },
  };
}

/** The lazy (async) JavaScript of a served remote's exposed module, per its current manifest. */
export function lazyChunks(remote: RemoteName): string[] {
  const manifest = JSON.parse(readFileSync(join(servedFolder(remote), 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { async: string[] } } }[];
  };
  return manifest.exposes.flatMap((expose) => expose.assets.js.async);
}
