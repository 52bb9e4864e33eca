import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The emails the product sent during this run, as the outbox wrote them into the run's mail
 * folder (support/global-setup.ts): no SMTP server here, so the folder is the customer's inbox.
 */
const mailDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  return join(dir, 'mail');
};

/** A text part as written: quoted-printable soft breaks joined and its bytes read as UTF-8. */
function readable(source: string): string {
  const joined = source.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every email to `address` so far, readable. */
export async function mailsTo(address: string): Promise<string[]> {
  let files: string[];
  try {
    files = await readdir(mailDir());
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((file) => readFile(join(mailDir(), file), 'utf8')));
  const to = new RegExp(`^To: (?:.*<)?${address.replace(/[.+]/g, '\\$&')}>?\\s*$`, 'mi');
  return mails.filter((mail) => to.test(mail)).map(readable);
}
