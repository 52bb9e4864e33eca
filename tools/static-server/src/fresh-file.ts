import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

interface Kept {
  /** What identifies this version of the file: a deploy that rewrites it changes it. */
  version: string;
  text: Promise<string>;
}

const kept = new Map<string, Kept>();

/**
 * A small file this server reads on every request (env.json, index.html, the renderer's
 * pointer), as it is now: one `stat` per call, and a read only when the file changed since the
 * last one. An edit or a deploy is seen by the next request, as with a plain read, without
 * opening, reading and closing the file for each visitor.
 */
export async function freshText(path: string): Promise<string> {
  // Synchronous: a stat of a local file takes microseconds, less than the thread pool's round trip.
  const stats = statSync(path);
  const version = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  const known = kept.get(path);
  if (known?.version === version) return known.text;
  const text = readFile(path, 'utf8');
  kept.set(path, { version, text });
  text.catch(() => kept.delete(path));
  return text;
}
