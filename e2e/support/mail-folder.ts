import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './test';

/** The folder the API writes its emails to in this run (global-setup.ts sets MAIL_DIR). */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is unset: the emails are read from the run global-setup.ts started');
  return join(dataDir, 'mail');
}

/** An .eml's text as written: quoted-printable soft line breaks joined and `=XX` bytes decoded. */
function readable(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

async function linksTo(address: string, path: string): Promise<string[]> {
  let files: string[];
  try {
    files = await readdir(mailDir());
  } catch {
    return [];
  }
  const links: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const text = readable(await readFile(join(mailDir(), file), 'utf8'));
    if (!new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(text)) continue;
    const link = text.match(new RegExp(`https?://[^\\s]*${path}#token=[A-Za-z0-9_-]{43}`));
    if (link) links.push(link[0]);
  }
  return links;
}

/**
 * The link in the email the outbox sent to `address` for `path` (`/staff/confirm-email`),
 * waited for: the outbox sends on its own beat. As a path with its fragment, for page.goto.
 */
export async function emailedLink(address: string, path: string): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = await linksTo(address, path);
        return found.length;
      },
      { message: `an email to ${address} with a link to ${path}`, timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const url = new URL(found[found.length - 1] ?? '');
  return `${url.pathname}${url.hash}`;
}
