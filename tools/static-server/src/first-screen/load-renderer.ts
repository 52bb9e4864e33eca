import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshText } from '../fresh-file';
import { abortable, keptBriefly } from './kept-briefly';

/**
 * Server modules are published content-hashed, named by a `first-screen.json` pointer that is
 * served no-cache (docs/decisions/0030). The shell's pointer is read whenever its file changed, a
 * remote's asked for once a second at most, so a redeploy is drawn within a second. The shell's
 * renderer is an ES module imported here once per content (a file name with the hash of its
 * text) and kept for the process's life; a remote's module is fetched once per content and
 * handed to the shell's renderer as text, which evaluates it with its own React (0070).
 */
const FOLDER = join(tmpdir(), `booking-first-screen-${process.pid}`);
const modules = new Map<string, Promise<unknown>>();

function importText(code: string): Promise<unknown> {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 32);
  let loaded = modules.get(hash);
  if (!loaded) {
    mkdirSync(FOLDER, { recursive: true });
    const file = join(FOLDER, `${hash}.mjs`);
    writeFileSync(file, code);
    loaded = import(pathToFileURL(file).href);
    // A module that fails to evaluate is not kept: the next deploy may fix it.
    loaded.catch(() => modules.delete(hash));
    modules.set(hash, loaded);
  }
  return loaded;
}

const byUrl = new Map<string, Promise<string>>();
const local = new Map<string, Promise<unknown>>();
/** A pointer is shared by the requests of a second: it is not cut by one of them giving up. */
const POINTER_TIMEOUT_MS = 2000;

/** The URL of the server module a remote's pointer names, or null when it names none. */
const remoteModuleUrl = keptBriefly(async (pointerUrl: string): Promise<string | null> => {
  const pointer = await fetch(pointerUrl, { signal: AbortSignal.timeout(POINTER_TIMEOUT_MS) });
  if (!pointer.ok) return null;
  const { renderer } = (await pointer.json()) as { renderer?: unknown };
  return typeof renderer === 'string' ? new URL(renderer, pointerUrl).href : null;
});

/** The code of the server module a remote names beside its manifest (`<base>/first-screen.json`), fetched over HTTP. */
export async function loadRemoteRenderer(manifestUrl: string, signal: AbortSignal): Promise<string | null> {
  const moduleUrl = await abortable(remoteModuleUrl(new URL('first-screen.json', manifestUrl).href), signal);
  if (!moduleUrl) return null;
  // The file name carries its content hash: one download per release. Not cut by the request's
  // timeout: a request that gives up still leaves the module loading for the next one.
  let loaded = byUrl.get(moduleUrl);
  if (!loaded) {
    loaded = fetch(moduleUrl).then((response) => {
      if (!response.ok) throw new Error(`${moduleUrl} answered ${response.status}`);
      return response.text();
    });
    loaded.catch(() => byUrl.delete(moduleUrl));
    byUrl.set(moduleUrl, loaded);
  }
  return loaded;
}

/** The shell's own renderer, from the folder the shell is served from. */
export async function loadLocalRenderer(root: string): Promise<unknown> {
  let pointer: { renderer?: unknown };
  try {
    pointer = JSON.parse(await freshText(join(root, 'first-screen.json')));
  } catch {
    return null;
  }
  const file = pointer.renderer;
  if (typeof file !== 'string' || file.includes('..')) return null;
  // Content-hashed name: read once per release.
  let loaded = local.get(file);
  if (!loaded) {
    loaded = readFile(join(root, file), 'utf8').then(importText);
    loaded.catch(() => local.delete(file));
    local.set(file, loaded);
  }
  return loaded;
}
